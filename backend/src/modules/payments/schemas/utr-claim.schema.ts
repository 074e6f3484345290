import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

/**
 * A UTR in use: its `_id` is the 12-digit reference, so inserting it is the check that no other
 * payment of the clinic has used it, atomic on FerretDB and MongoDB alike. Released when the clinic
 * rejects the payment (a mistyped UTR may be someone else's real one).
 */
@Schema({ collection: 'utr_claims', versionKey: false })
export class UtrClaim {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true })
  appointment!: Types.ObjectId;

  @Prop({ type: Date, required: true })
  at!: Date;
}

export const UtrClaimSchema = SchemaFactory.createForClass(UtrClaim);

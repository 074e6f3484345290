import { Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, MongooseModule } from '@nestjs/mongoose';
import mongoose, { Connection } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app.config';

// Query filters built from request input can never smuggle operators ({"$ne": null}) into a query,
// and unknown paths in a filter are dropped rather than matched.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/** Builds every model's indexes before the app takes traffic: the unique ones are business rules. */
@Injectable()
class IndexBuilder implements OnApplicationBootstrap {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async onApplicationBootstrap() {
    await Promise.all(Object.values(this.connection.models).map((model) => model.createIndexes()));
  }
}

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        uri: config.mongoUri,
        // Fail fast while the database is away (the API answers 503) instead of queueing requests.
        serverSelectionTimeoutMS: 3000,
        bufferCommands: false,
        autoIndex: false,
      }),
    }),
  ],
  providers: [IndexBuilder],
})
export class DatabaseModule {}

import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { op } from '../../database/trusted';
import { IFCT_VERSION_ID, type IfctFood, ifctDataVersion, readIfctCsv, toIfctFood } from './foods.ifct';
import type { FoodDoc } from './foods.amounts';
import { FoodsService } from './foods.service';
import { Food, FoodDataVersion } from './schemas/food.schema';

const DUPLICATE_KEY = 11000;

/**
 * Loads the Indian Food Composition Tables 2017 at start-up, once per table release and importer
 * revision (`food_data_versions`). Safe on two instances at once: a row is one document under a
 * unique `key`, so the instance that loses an insert finds the other's row; the version is written
 * last, so an interrupted import is redone.
 */
@Injectable()
export class FoodsImporter implements OnApplicationBootstrap {
  private readonly logger = new Logger(FoodsImporter.name);

  constructor(
    @InjectModel(Food.name) private readonly foods: Model<Food>,
    @InjectModel(FoodDataVersion.name) private readonly versions: Model<FoodDataVersion>,
    private readonly service: FoodsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.importIfct();
  }

  /** The number of rows inserted or changed; 0 when this version is already in. */
  async importIfct(): Promise<number> {
    const version = ifctDataVersion();
    const stored = await this.versions.findById(IFCT_VERSION_ID).lean();
    if (stored?.version === version) return 0;
    const rows = readIfctCsv()
      .map(toIfctFood)
      .filter((row): row is IfctFood => row !== null);
    const existing = new Map((await this.foods.find({ source: 'ifct2017' }).lean<FoodDoc[]>()).map((doc) => [doc.key, doc]));
    const fresh = rows.filter((row) => !existing.has(row.key));
    let written = await this.insert(fresh);
    for (const row of rows) {
      const doc = existing.get(row.key);
      if (!doc) continue;
      // Names, values and tags follow the table; measures the clinic edited stay theirs.
      const { measures, ...fields } = row;
      const wanted: Partial<IfctFood> = doc.measuresEdited ? fields : { ...fields, measures };
      const changed = Object.fromEntries(
        Object.entries(wanted).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify((doc as unknown as Record<string, unknown>)[field])),
      );
      if (!Object.keys(changed).length) continue;
      // By _id: FerretDB's SQLite backend answers only _id filters without reading the collection.
      await this.foods.updateOne({ _id: doc._id }, { $set: changed });
      written += 1;
    }
    await this.versions.updateOne(
      { _id: IFCT_VERSION_ID },
      { $set: { version, rows: rows.length, importedAt: new Date() } },
      { upsert: true },
    ).catch((error: { code?: number }) => {
      // Another instance wrote the same version first.
      if (error.code !== DUPLICATE_KEY) throw error;
    });
    if (written) {
      await this.service.foodsChanged();
      this.logger.log(`IFCT 2017 ${version}: ${fresh.length} foods added, ${written - fresh.length} updated`);
    }
    return written;
  }

  private async insert(rows: IfctFood[]): Promise<number> {
    if (!rows.length) return 0;
    const docs = rows.map((row) => ({ ...row, kind: 'food', source: 'ifct2017', retired: false, measuresEdited: false }));
    try {
      const inserted = await this.foods.insertMany(docs, { ordered: false });
      return inserted.length;
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
      // Rows another instance inserted first are theirs; anything else is a real failure.
      if (!writeErrors?.every((e) => (e.code ?? e.err?.code) === DUPLICATE_KEY)) throw error;
      const keys = rows.map((r) => r.key);
      return this.foods.countDocuments({ key: op({ $in: keys }) });
    }
  }
}

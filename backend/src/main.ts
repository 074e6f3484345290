import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { handleShutdownSignals } from './common/lifecycle/shutdown';
import { APP_CONFIG, AppConfig, ConfigError } from './config/app.config';

async function bootstrap() {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  handleShutdownSignals(app, config.shutdownDrainMs);
  await app.listen({ port: config.port, host: config.host });
  Logger.log(`Listening on http://localhost:${config.port} (API under /api, docs at /api/docs)`, 'Bootstrap');
}

bootstrap().catch((error) => {
  // A configuration problem is the operator's to fix: say what is wrong, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

/**
 * Writes the OpenAPI document the code describes to docs/openapi.json (or the path given), without a
 * database: Nest's preview mode resolves routes and DTOs but instantiates no provider.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AppModule } from './app.module';
import { API_PREFIX, buildOpenApiDocument } from './swagger';

async function main() {
  const target = path.resolve(process.argv[2] ?? 'docs/openapi.json');
  const app = await NestFactory.create(AppModule, new FastifyAdapter(), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

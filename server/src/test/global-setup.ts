import type { TestProject } from 'vitest/node';
import { makeSeededTemplate, type SeededTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Once per run of the API tests: the seeded database every file starts from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const made = await makeSeededTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('seededTemplate', made.template);
  console.log(
    `seeded template (${made.template.kind}) made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return () => made.drop();
}

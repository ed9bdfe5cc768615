import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { tutorialCatalogueSchema, type TutorialCatalogue } from './schema';

/** Path of the catalogue a writer edits: goals, audiences, levels, times and prerequisites of every tutorial. */
export const tutorialCatalogueFile = join(__dirname, 'tutorials.yaml');

/** Reads and validates the catalogue. Node only (build, tests): the browser gets slices, never this file. */
export function loadTutorialCatalogue(file: string = tutorialCatalogueFile): TutorialCatalogue {
  return tutorialCatalogueSchema.parse(parse(readFileSync(file, 'utf8')));
}

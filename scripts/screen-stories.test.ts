// Every screen of @mat/features and of the care team's console has a story, and one of the story
// files that render it has a Spanish story: the stories are where a screen is looked at (axe in
// the storybook stage, pictures in the visual stage), in both of the product's languages.
// A screen is a module named *Screen.tsx; a story file renders it when it imports it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .filter(Boolean);

const places = ['packages/features/src', 'apps/care-team/src'];

describe.each(places)('the screens of %s', (place) => {
  const screens = tracked(`${place}/*Screen.tsx`).map((file) => path.basename(file, '.tsx'));
  const stories = tracked(`${place}/*.stories.tsx`).map((file) => readFileSync(path.join(root, file), 'utf8'));
  const rendering = (screen: string) =>
    stories.filter((text) => new RegExp(`import\\s*\\{[^}]*\\b${screen}\\b[^}]*\\}\\s*from`).test(text));

  it('are there to check', () => {
    expect(screens.length).toBeGreaterThan(place.includes('features') ? 60 : 8);
  });

  it('each have a story', () => {
    expect(screens.filter((screen) => rendering(screen).length === 0)).toEqual([]);
  });

  it('each have a Spanish story', () => {
    const spanish = /locale:\s*'es'/;
    expect(screens.filter((screen) => !rendering(screen).some((text) => spanish.test(text)))).toEqual([]);
  });
});

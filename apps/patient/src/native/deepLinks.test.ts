import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deepLinks';

const APP = ['https://app.matrona.example'];

describe('deepLinkPath', () => {
  it("takes the path, query and hash of a link to the app's host", () => {
    expect(deepLinkPath('https://app.matrona.example/gift/ABC123?invite=x#top', APP)).toBe('/gift/ABC123?invite=x#top');
    expect(deepLinkPath('https://app.matrona.example', APP)).toBe('/');
  });

  it('leaves links to other hosts, plain http and things that are no URL alone', () => {
    expect(deepLinkPath('https://evil.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('http://app.matrona.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('https://app.matrona.example.evil.example/dashboard', APP)).toBeNull();
    expect(deepLinkPath('not a url', APP)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bundleSignaturePayload, bundlesToDelete, isNewAppVersion, shouldDownloadBundle } from './bundleUpdate.js';

describe('mobile bundle update [spec 4]', () => {
  it('downloads when the remote build differs and nothing is updating', () => {
    expect(shouldDownloadBundle({ remoteBuild: '42', savedBuild: '41', updating: false })).toBe(true);
    expect(shouldDownloadBundle({ remoteBuild: '42', savedBuild: null, updating: false })).toBe(true);
    expect(shouldDownloadBundle({ remoteBuild: '42', savedBuild: '42', updating: false })).toBe(false);
    expect(shouldDownloadBundle({ remoteBuild: '42', savedBuild: '41', updating: true })).toBe(false);
    expect(shouldDownloadBundle({ remoteBuild: null, savedBuild: '41', updating: false })).toBe(false);
    expect(shouldDownloadBundle({ remoteBuild: '', savedBuild: '41', updating: false })).toBe(false);
  });

  it('keeps only the current and the newest bundle', () => {
    expect(bundlesToDelete(['40', '41', '42', '43'], '41', '43')).toEqual(['40', '42']);
    expect(bundlesToDelete(['40', '41'], '41', null)).toEqual(['40']);
  });

  it('flags a new app version from a differing build header', () => {
    expect(isNewAppVersion('7', '6')).toBe(true);
    expect(isNewAppVersion('6', '6')).toBe(false);
    expect(isNewAppVersion(null, '6')).toBe(false);
    expect(isNewAppVersion(undefined, '6')).toBe(false);
    expect(isNewAppVersion('', '6')).toBe(false);
  });
});

describe('bundleSignaturePayload', () => {
  it('binds the build number to the bytes, whatever case the digest is written in', () => {
    expect(bundleSignaturePayload('42', 'ABCDEF')).toBe('matrona-web-bundle\n42\nabcdef');
    expect(bundleSignaturePayload('42', 'abc')).not.toBe(bundleSignaturePayload('43', 'abc'));
  });
});

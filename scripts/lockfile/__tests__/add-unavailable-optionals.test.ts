import { describe, expect, it } from 'vitest';
import { addUnavailableOptionals, platformOf } from '../add-unavailable-optionals.mjs';

describe('platformOf', () => {
  it('reads os, cpu and libc from a platform package name', () => {
    expect(platformOf('@swc/core-linux-x64-musl')).toEqual({ os: 'linux', cpu: 'x64', libc: 'musl' });
    expect(platformOf('@swc/core-win32-arm64-msvc')).toEqual({ os: 'win32', cpu: 'arm64', libc: undefined });
    expect(platformOf('@pagefind/windows-x64')).toEqual({ os: 'win32', cpu: 'x64', libc: undefined });
  });
});

describe('addUnavailableOptionals', () => {
  it('records only optional dependencies that the lock lacks', () => {
    const lock = {
      packages: {
        '': { devDependencies: { '@swc/core': '1.0.0' } },
        'node_modules/@swc/core': {
          version: '1.0.0',
          optionalDependencies: { '@swc/core-linux-x64-gnu': '1.0.0', '@swc/core-darwin-arm64': '1.0.0' },
        },
        'node_modules/@swc/core-linux-x64-gnu': { version: '1.0.0', optional: true },
      },
    };
    expect(addUnavailableOptionals(lock)).toEqual(['@swc/core-darwin-arm64']);
    expect(lock.packages).toHaveProperty('node_modules/@swc/core-darwin-arm64', {
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(addUnavailableOptionals(lock)).toEqual([]);
  });
});

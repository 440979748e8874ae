/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GitHubBackend } from '@sveltia/cms';
import { editorPage, editorPolicy } from './editor-auth';
import { editorConfig } from './editor-config';

const WORKER = 'https://sveltia-cms-auth.hanna-linde.workers.dev';
const GITHUB_ONLY = "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com";

/** Every directive of a policy, by name. */
const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]));

let contentDir: string;
beforeAll(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'editor-auth-'));
});
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const backend = async (authUrl?: string) => (await editorConfig({ repository: 'hanna-linde/baumbilder', branch: 'main', authUrl, contentDir })).backend as GitHubBackend;

describe('signing in to the editor without EDITOR_AUTH_URL', () => {
  it.each([undefined, '', '  '])('offers the token alone and names no worker (%p)', async (authUrl) => {
    const { auth_methods, base_url } = await backend(authUrl);
    expect(auth_methods).toEqual(['token']);
    expect(base_url).toBeUndefined();
  });

  it('lets the page connect to this site and GitHub only', () => {
    const policy = directives(editorPolicy(undefined));
    expect(policy.get('connect-src')).toBe(GITHUB_ONLY);
    expect(policy.get('default-src')).toBe("default-src 'self'");
    expect(policy.get('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });
});

describe('signing in to the editor with EDITOR_AUTH_URL', () => {
  it.each([WORKER, `${WORKER}/`, ` ${WORKER} `])('offers GitHub through the worker besides the token (%p)', async (authUrl) => {
    const { auth_methods, base_url } = await backend(authUrl);
    expect(base_url).toBe(WORKER);
    expect(auth_methods).toEqual(['oauth', 'token']);
  });

  it("lets the page connect to exactly the worker's origin besides this site and GitHub, and changes nothing else", () => {
    const without = directives(editorPolicy(undefined));
    const withWorker = directives(editorPolicy(`${WORKER}/`));
    expect(withWorker.get('connect-src')).toBe(`${GITHUB_ONLY} ${WORKER}`);
    for (const [name, directive] of without) if (name !== 'connect-src') expect(withWorker.get(name)).toBe(directive);
    expect([...withWorker.values()].filter((directive) => directive.includes('workers.dev'))).toHaveLength(1);
  });

  it("puts the policy in the editor's page", () => {
    expect(editorPage(WORKER)).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval';`);
    expect(editorPage(WORKER)).toContain(`${GITHUB_ONLY} ${WORKER};`);
    expect(editorPage(undefined)).not.toContain('workers.dev');
  });

  it.each(['http://sveltia-cms-auth.hanna-linde.workers.dev', `${WORKER}/auth`, `${WORKER}/?x=1`, 'sveltia-cms-auth.hanna-linde.workers.dev'])(
    'stops at an address that is not the bare https address of a worker, saying how to write it (%p)',
    async (authUrl) => {
      const message = `EDITOR_AUTH_URL is "${authUrl}": set it to the address of the sign-in worker alone, https:// and the host with nothing after it`;
      expect(() => editorPolicy(authUrl)).toThrow(message);
      await expect(backend(authUrl)).rejects.toThrow(message);
    },
  );
});

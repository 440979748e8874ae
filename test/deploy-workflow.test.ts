/**
 * @jest-environment node
 */
// The artist publishes by `git push`: the Pages workflow has to be valid and run on today's runners.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { z } from 'zod';

const workflowFile = path.join(__dirname, '..', '.github', 'workflows', 'deploy.yml');
const source = readFileSync(workflowFile, 'utf8');

/**
 * The first major of each action whose action.yml says `runs.using: node24` (for the composite
 * upload-pages-artifact: the first whose inner upload-artifact does). GitHub removed Node 20 from
 * its runners in September 2026; anything older fails or runs on a shim.
 */
const FIRST_NODE24_MAJOR: Record<string, number> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/cache': 5,
  'actions/configure-pages': 6,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
};

const Step = z.object({
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const Workflow = z.object({ jobs: z.record(z.string(), z.object({ steps: z.array(Step) })) });
const steps = Object.values(Workflow.parse(parse(source)).jobs).flatMap((job) => job.steps);
const actionsUsed = steps.flatMap((step) => (step.uses ? [step] : []));

function stepUsing(action: string) {
  const step = actionsUsed.find((candidate) => candidate.uses?.startsWith(`${action}@`));
  if (!step) throw new Error(`deploy.yml has no step using ${action}`);
  return step;
}

describe('the publishing workflow', () => {
  it("is valid against GitHub's workflow schema", () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('would catch a workflow GitHub rejects', () => {
    const broken = source.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(validateWorkflow(broken).errors).not.toEqual([]);
  });

  it.each(actionsUsed.map((step) => [step.uses ?? '']))('%s runs on Node 24', (uses) => {
    const [action = '', ref = ''] = uses.split('@');
    const firstNode24 = FIRST_NODE24_MAJOR[action];
    if (firstNode24 === undefined) throw new Error(`${action} is not known here: look up the first major whose action.yml says node24 and add it`);
    const major = /^v(\d+)/.exec(ref)?.[1];
    if (!major) throw new Error(`${uses}: pin a major version (vN), so the check above can read it`);
    expect(Number(major)).toBeGreaterThanOrEqual(firstNode24);
  });

  it('runs at every push to main, by hand, and every night, so the exhibitions follow the days between pushes', () => {
    const on = z
      .object({ push: z.object({ branches: z.array(z.string()) }), workflow_dispatch: z.unknown(), schedule: z.array(z.object({ cron: z.string() })) })
      .parse(parse(source).on);
    expect(on.push.branches).toEqual(['main']);
    expect(on.schedule).toEqual([{ cron: '17 3 * * *' }]);
  });

  it('builds the site with a maintained Node LTS, 22 or 24', () => {
    expect(['22', '24']).toContain(String(stepUsing('actions/setup-node').with?.['node-version']));
  });

  it('restores the made pictures, keyed on the originals and the pipeline settings', () => {
    const cache = stepUsing('actions/cache').with ?? {};
    expect(String(cache.path).split('\n').filter(Boolean)).toEqual([
      'public/assets/gallery',
      'public/assets/site',
      'public/assets/gallery.json',
      'public/assets/site-images.json',
      'public/assets/addresses.json',
    ]);
    expect(cache.key).toContain("'content/**'");
    expect(cache.key).toContain("'build/pictures/**'");
    // A folder that moved away would leave the key unchanged by the pipeline's changes.
    for (const [, folder] of String(cache.key).matchAll(/'([^'*]+)\/\*\*'/g)) expect(existsSync(path.join(__dirname, '..', folder!))).toBe(true);
    const buildIndex = steps.findIndex((step) => step.run === 'npm run build');
    expect(buildIndex).toBeGreaterThan(-1);
    expect(steps.indexOf(stepUsing('actions/cache'))).toBeLessThan(buildIndex);
  });

  it("reads the live site's addresses where the cache had none, before the build keeps them", () => {
    const recallIndex = steps.findIndex((step) => step.run === 'npm run recall-addresses');
    const buildIndex = steps.findIndex((step) => step.run === 'npm run build');
    expect(recallIndex).toBeGreaterThan(steps.indexOf(stepUsing('actions/cache')));
    expect(recallIndex).toBeLessThan(buildIndex);
    expect(steps[recallIndex]!.env?.SITE_URL).toBe('${{ steps.pages.outputs.base_url }}');
    expect(steps[buildIndex]!.env?.SITE_URL).toBe('${{ steps.pages.outputs.base_url }}');
  });

  it("gives the build the editor's sign-in worker from the repository variable EDITOR_AUTH_URL", () => {
    const build = steps.find((step) => step.run === 'npm run build');
    expect(build?.env?.EDITOR_AUTH_URL).toBe('${{ vars.EDITOR_AUTH_URL }}');
  });
});

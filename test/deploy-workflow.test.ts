/**
 * @jest-environment node
 */
// The artist publishes by `git push`: both publishing workflows (GitHub Pages, Cloudflare Pages) and
// the build they share have to be valid and run on today's runners.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { z } from 'zod';

const read = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');
const PAGES = '.github/workflows/deploy.yml';
const CLOUDFLARE = '.github/workflows/publish-cloudflare.yml';
const BUILD = '.github/actions/build-site/action.yml';

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
  id: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
type Step = z.infer<typeof Step>;
const Workflow = z.object({ on: z.unknown(), jobs: z.record(z.string(), z.object({ if: z.string().optional(), steps: z.array(Step) })) });
const workflow = (file: string) => Workflow.parse(parse(read(file)));
const buildSteps = z.object({ runs: z.object({ using: z.literal('composite'), steps: z.array(Step) }) }).parse(parse(read(BUILD))).runs.steps;
const jobSteps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);

function stepUsing(steps: Step[], action: string) {
  const step = steps.find((candidate) => candidate.uses?.startsWith(`${action}@`) || candidate.uses === action);
  if (!step) throw new Error(`no step uses ${action}`);
  return step;
}
const stepRunning = (steps: Step[], command: string) => steps.findIndex((step) => step.run?.startsWith(command));

describe('the publishing workflows and the build they share', () => {
  it.each([PAGES, CLOUDFLARE])("%s is valid against GitHub's workflow schema", (file) => {
    expect(validateWorkflow(read(file)).errors).toEqual([]);
  });

  it("the shared build is valid against GitHub's action schema", () => {
    expect(validateAction(read(BUILD)).errors).toEqual([]);
  });

  it('would catch a workflow or an action GitHub rejects', () => {
    expect(validateWorkflow(read(PAGES).replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')).errors).not.toEqual([]);
    expect(validateAction(read(BUILD).replace('using: composite', 'uses: composite')).errors).not.toEqual([]);
  });

  const actionsUsed = [...jobSteps(PAGES), ...jobSteps(CLOUDFLARE), ...buildSteps].flatMap((step) => (step.uses && !step.uses.startsWith('./') ? [step.uses] : []));
  it.each([...new Set(actionsUsed)].map((uses) => [uses]))('%s runs on Node 24', (uses) => {
    const [action = '', ref = ''] = uses.split('@');
    const firstNode24 = FIRST_NODE24_MAJOR[action];
    if (firstNode24 === undefined) throw new Error(`${action} is not known here: look up the first major whose action.yml says node24 and add it`);
    const major = /^v(\d+)/.exec(ref)?.[1];
    if (!major) throw new Error(`${uses}: pin a major version (vN), so the check above can read it`);
    expect(Number(major)).toBeGreaterThanOrEqual(firstNode24);
  });

  it.each([PAGES, CLOUDFLARE])('%s runs at every push to main, by hand, and every night, so the exhibitions follow the days between pushes', (file) => {
    const on = z
      .object({ push: z.object({ branches: z.array(z.string()) }), workflow_dispatch: z.unknown(), schedule: z.array(z.object({ cron: z.string() })) })
      .parse(workflow(file).on);
    expect(on.push.branches).toEqual(['main']);
    expect(on.schedule).toEqual([{ cron: '17 3 * * *' }]);
  });

  it('one repository variable chooses the host: with CLOUDFLARE_PROJECT set Cloudflare publishes, without it GitHub Pages', () => {
    expect(workflow(PAGES).jobs.build?.if).toBe("vars.CLOUDFLARE_PROJECT == ''");
    expect(workflow(CLOUDFLARE).jobs.publish?.if).toBe("vars.CLOUDFLARE_PROJECT != ''");
  });

  it('builds the site with a maintained Node LTS, 22 or 24', () => {
    expect(['22', '24']).toContain(String(stepUsing(buildSteps, 'actions/setup-node').with?.['node-version']));
  });

  it('restores the made pictures, keyed on the originals and the pipeline settings', () => {
    const cache = stepUsing(buildSteps, 'actions/cache').with ?? {};
    expect(String(cache.path).split('\n').filter(Boolean)).toEqual([
      'public/assets/gallery',
      'public/assets/site',
      'public/assets/gallery.json',
      'public/assets/site-images.json',
      'public/assets/addresses.json',
    ]);
    expect(cache.key).toContain("'content/**'");
    expect(cache.key).toContain("'scripts/pictures/**'");
    // A folder that moved away would leave the key unchanged by the pipeline's changes.
    for (const [, folder] of String(cache.key).matchAll(/'([^'*]+)\/\*\*'/g)) expect(existsSync(path.join(__dirname, '..', folder!))).toBe(true);
    expect(buildSteps.indexOf(stepUsing(buildSteps, 'actions/cache'))).toBeLessThan(stepRunning(buildSteps, 'npm run build'));
  });

  it("reads the live site's addresses where the cache had none, before the build keeps them", () => {
    const recall = stepRunning(buildSteps, 'npm run recall-addresses');
    const build = stepRunning(buildSteps, 'npm run build');
    expect(recall).toBeGreaterThan(buildSteps.indexOf(stepUsing(buildSteps, 'actions/cache')));
    expect(recall).toBeLessThan(build);
    expect(buildSteps[recall]!.env?.SITE_URL).toBe('${{ inputs.site-url }}');
    expect(buildSteps[build]!.env?.SITE_URL).toBe('${{ inputs.site-url }}');
    expect(buildSteps[build]!.env?.EDITOR_AUTH_URL).toBe('${{ inputs.editor-auth-url }}');
  });

  it("GitHub Pages: builds at the Pages address and sub-path, with the editor's sign-in worker, and uploads out/", () => {
    const steps = jobSteps(PAGES);
    expect(stepUsing(steps, './.github/actions/build-site').with).toEqual({
      'site-url': '${{ steps.pages.outputs.base_url }}',
      'base-path': '${{ steps.pages.outputs.base_path }}',
      'editor-auth-url': '${{ vars.EDITOR_AUTH_URL }}',
    });
    expect(stepUsing(steps, 'actions/upload-pages-artifact').with?.path).toBe('out');
  });

  it("Cloudflare Pages: builds at SITE_URL and deploys out/ with wrangler, the token kept as a secret", () => {
    const steps = jobSteps(CLOUDFLARE);
    expect(stepUsing(steps, './.github/actions/build-site').with?.['site-url']).toBe('${{ vars.SITE_URL }}');
    const deploy = steps[stepRunning(steps, 'npx --yes wrangler@')]!;
    expect(deploy.run).toMatch(/^npx --yes wrangler@\d+\.\d+\.\d+ pages deploy out /);
    expect(deploy.env?.CLOUDFLARE_API_TOKEN).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}');
    expect(deploy.env?.PROJECT).toBe('${{ vars.CLOUDFLARE_PROJECT }}');
  });
});

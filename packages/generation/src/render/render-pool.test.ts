import { isGeneratorError } from '../generator-error.js';
import { generationInput } from '../test-support/index.js';
import { createRenderPool, type RenderPool } from './render-pool.js';
import { inProcessRenderer, type RenderTask } from './render-task.js';

// The threads load the built worker (dist): turbo builds this package before its tests.
describe('the render pool', () => {
  const pools: RenderPool[] = [];
  const pool = (maxQueue: number) => {
    const created = createRenderPool({ threads: 1, maxQueue });
    pools.push(created);
    return created;
  };
  afterAll(() => Promise.all(pools.map((created) => created.close())));

  const task: RenderTask = {
    kind: 'local',
    input: generationInput(['linkedin', 'instagram', 'tiktok'], { seed: 7 }),
  };

  it('when a generation renders on a worker thread, then it is the one rendered in process, byte for byte', async () => {
    const [threaded, inProcess] = await Promise.all([
      pool(4).render(task),
      inProcessRenderer.render(task),
    ]);
    expect(threaded.generator).toBe('local');
    for (const platform of ['linkedin', 'instagram', 'tiktok'] as const) {
      const [a, b] = [threaded.content[platform]!, inProcess.content[platform]!];
      expect({ caption: a.caption, hashtags: a.hashtags }).toEqual({
        caption: b.caption,
        hashtags: b.hashtags,
      });
      expect(Buffer.from(a.image.png).equals(Buffer.from(b.image.png))).toBe(true);
    }
  });

  it("when a carousel renders on a worker thread, then its slides come back whole, the cover still the platform's image", async () => {
    const carousel: RenderTask = {
      kind: 'local',
      input: generationInput(['instagram', 'linkedin', 'twitter'], {
        description:
          'Announce our new pistachio croissant, 3.50 euros, only 20 a day, Rue des Martyrs',
        carousel: true,
      }),
    };
    const [threaded, inProcess] = await Promise.all([
      pool(4).render(carousel),
      inProcessRenderer.render(carousel),
    ]);
    for (const platform of ['instagram', 'linkedin'] as const) {
      const [a, b] = [threaded.content[platform]!, inProcess.content[platform]!];
      expect(a.slides).toHaveLength(b.slides!.length);
      // One structured clone keeps the cover one object: its bytes cross the thread once.
      expect(a.slides![0]).toBe(a.image);
      a.slides!.forEach((slide, index) => {
        expect(Buffer.from(slide.png).equals(Buffer.from(b.slides![index]!.png))).toBe(true);
      });
    }
    expect(threaded.content.twitter!.slides).toBeUndefined();
  });

  it('when more tasks come than its threads and queue take, then the extra ones are refused at once as busy and the others finish', async () => {
    const oneWaiting = pool(1);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => oneWaiting.render(task)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const result of results.slice(2)) {
      const reason = (result as PromiseRejectedResult).reason as unknown;
      expect(isGeneratorError(reason) && reason.failure).toBe('busy');
    }
  });

  it('when it is closed, then a task is refused as busy', async () => {
    const closed = pool(1);
    await closed.close();
    await expect(closed.render(task)).rejects.toMatchObject({ failure: 'busy' });
  });
});

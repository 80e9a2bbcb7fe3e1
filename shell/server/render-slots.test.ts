import { createRenderSlots } from './render-slots';

const never = () => new AbortController().signal;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('render slots', () => {
  it('lets as many renders start as it has slots, and the next when one gives its slot back', async () => {
    const slots = createRenderSlots(2);
    const first = await slots.take(never());
    await slots.take(never());
    let third = false;
    void slots.take(never()).then(() => (third = true));
    await settled();
    expect(third).toBe(false);
    expect(slots.waiting()).toBe(1);
    first();
    await settled();
    expect(third).toBe(true);
  });

  it('gives slots in the order renders asked for them', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.take(never());
    const order: number[] = [];
    const takes = [1, 2, 3].map((n) =>
      slots.take(never()).then((give) => {
        order.push(n);
        give();
      }),
    );
    release();
    await Promise.all(takes);
    expect(order).toEqual([1, 2, 3]);
  });

  it('stops waiting when the budget ends, and the slot goes to the next', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.take(never());
    const budget = new AbortController();
    const late = slots.take(budget.signal);
    const next = slots.take(never());
    budget.abort(new Error('over 300 ms'));
    await expect(late).rejects.toThrow('over 300 ms');
    expect(slots.waiting()).toBe(1);
    release();
    await expect(next).resolves.toEqual(expect.any(Function));
  });

  it('counts a slot given back twice once', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.take(never());
    release();
    release();
    await slots.take(never());
    let another = false;
    void slots.take(never()).then(() => (another = true));
    await settled();
    expect(another).toBe(false);
  });

  it('refuses a render whose budget has already ended', async () => {
    const slots = createRenderSlots(1);
    await expect(slots.take(AbortSignal.abort(new Error('spent')))).rejects.toThrow('spent');
  });
});

import { GroupSizesCache } from '@server/contacts/group-sizes-cache';

const sizes = (size: number) => [{ code: 'BROKERS', size }];

function counting(size: number) {
  const load = jest.fn(async () => sizes(size));
  return load;
}

test('keeps nothing until it listens, then keeps each group until a change is heard', async () => {
  const kept = new GroupSizesCache(60_000);
  const load = counting(3);
  await kept.read(null, load);
  await kept.read(null, load);
  expect(load).toHaveBeenCalledTimes(2);

  kept.onListening();
  expect(await kept.read(null, load)).toEqual(sizes(3));
  expect(await kept.read(null, load)).toEqual(sizes(3));
  await kept.read('BROKERS', load);
  await kept.read('BROKERS', load);
  expect(load).toHaveBeenCalledTimes(4);

  kept.onChange();
  const afterChange = counting(4);
  expect(await kept.read(null, afterChange)).toEqual(sizes(4));
  expect(await kept.read('BROKERS', afterChange)).toEqual(sizes(4));
  expect(afterChange).toHaveBeenCalledTimes(2);

  kept.onLost();
  const whileLost = counting(5);
  await kept.read(null, whileLost);
  await kept.read(null, whileLost);
  expect(whileLost).toHaveBeenCalledTimes(2);
});

test('does not keep a read that a change overtook', async () => {
  const kept = new GroupSizesCache(60_000);
  kept.onListening();
  let finish: (value: ReturnType<typeof sizes>) => void = () => undefined;
  const slow = kept.read(null, () => new Promise((resolve) => (finish = resolve)));
  kept.onChange();
  finish(sizes(1));
  expect(await slow).toEqual(sizes(1));
  const fresh = counting(2);
  expect(await kept.read(null, fresh)).toEqual(sizes(2));
  expect(fresh).toHaveBeenCalledTimes(1);
});

test('keeps nothing longer than its age, nothing at age 0, and at most 200 groups', async () => {
  let now = 0;
  const kept = new GroupSizesCache(1_000, () => now);
  kept.onListening();
  const load = counting(1);
  await kept.read(null, load);
  now = 999;
  await kept.read(null, load);
  now = 1_000;
  await kept.read(null, load);
  expect(load).toHaveBeenCalledTimes(2);

  const never = new GroupSizesCache(0);
  never.onListening();
  const every = counting(1);
  await never.read(null, every);
  await never.read(null, every);
  expect(every).toHaveBeenCalledTimes(2);

  const many = counting(1);
  for (let group = 0; group < 201; group++) await kept.read(`G${group}`, many);
  await kept.read('G200', many);
  expect(many).toHaveBeenCalledTimes(201);
  await kept.read('G0', many);
  expect(many).toHaveBeenCalledTimes(202);
});

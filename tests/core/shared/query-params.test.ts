import { QueryParams } from '../../../src/core/shared/query-params';

/** Core reads addresses without the host's URLSearchParams: it must read and write them the same way. */
describe('QueryParams reads and writes like URLSearchParams', () => {
  const searches = [
    '',
    '?',
    '?id=b2&zoom=16',
    'id=b2&zoom=16',
    '?zoom=&id',
    '?a=1&a=2&b=3&a=4',
    '?q=hello+world&x=%2B%20%26%3D',
    '?q=caf%C3%A9&j=%E6%9D%B1%E4%BA%AC&e=%F0%9F%98%80',
    '?bad=%&worse=%zz&half=%E6%9D&lone=%80&over=%C0%AF&sur=%ED%A0%80&big=%F4%90%80%80&cut=%F0%9F%98',
    '?&&a=b==c&&',
    '?id=bin-1&zoom=14&locale=fr-FR',
    "?weird=!'()~*-._",
  ];

  it.each(searches)('reads %j', (search) => {
    const ours = new QueryParams(search);
    const theirs = new URLSearchParams(search);
    for (const name of [
      'id',
      'zoom',
      'a',
      'b',
      'q',
      'x',
      'j',
      'e',
      'bad',
      'worse',
      'half',
      'lone',
      'over',
      'sur',
      'big',
      'cut',
      'weird',
      'nope',
    ]) {
      expect(ours.get(name)).toBe(theirs.get(name));
    }
    expect(ours.toString()).toBe(theirs.toString());
  });

  it.each(searches)('sets and deletes in %j', (search) => {
    const ours = new QueryParams(search);
    const theirs = new URLSearchParams(search);
    for (const params of [ours, theirs]) {
      params.set('a', 'x y+z/é\uD800');
      params.set('id', "!'()~");
      params.delete('zoom');
      params.set('zoom', '14');
    }
    expect(ours.toString()).toBe(theirs.toString());
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ChangeClock } from '../db/change-clock';
import { memoryClock } from '../../test/helpers/memory-clock';
import { SnapshotCache } from './snapshot-cache';

describe('SnapshotCache', () => {
  it('keeps a value until the next write', () => {
    const clock = memoryClock();
    const cache = new SnapshotCache<string>(clock, 100, (v) => v.length);
    const { reading } = cache.read('a');
    cache.store('a', 'answer', reading);
    expect(cache.read('a').value).toBe('answer');
    clock.noteWrite();
    expect(cache.read('a').value).toBeUndefined();
  });

  it('drops a value computed while a write happened, rather than keep it stale', () => {
    const clock = memoryClock();
    const cache = new SnapshotCache<string>(clock, 100, (v) => v.length);
    const { reading } = cache.read('a');
    clock.noteWrite(); // another request wrote while this one was reading the database
    cache.store('a', 'maybe stale', reading);
    expect(cache.read('a').value).toBeUndefined();
    expect(cache.entryCount).toBe(0);
  });

  it('keeps a value read after a write even when nothing was read from the cache since, dropping the older ones', () => {
    const clock = memoryClock();
    const cache = new SnapshotCache<string>(clock, 100, (v) => v.length);
    cache.store('old', 'before the write', cache.read('old').reading);
    clock.noteWrite();
    cache.store('new', 'after the write', clock.now());
    expect(cache.read('new').value).toBe('after the write');
    expect(cache.read('old').value).toBeUndefined();
  });

  it('stays within its budget, the least recently used going first, and refuses a value bigger than it', () => {
    const cache = new SnapshotCache<string>(memoryClock(), 10, (v) => v.length);
    const keep = (key: string, value: string) => cache.store(key, value, cache.read(key).reading);
    keep('a', 'aaaa');
    keep('b', 'bbbb');
    expect(cache.read('a').value).toBe('aaaa'); // a is now more recent than b
    keep('c', 'cccc');
    expect(cache.read('b').value).toBeUndefined();
    expect(cache.read('a').value).toBe('aaaa');
    expect(cache.read('c').value).toBe('cccc');
    keep('huge', 'x'.repeat(11));
    expect(cache.read('huge').value).toBeUndefined();
    expect(cache.entryCount).toBe(2);
  });

  it('reads through: keeps what it computed, not a null', async () => {
    const cache = new SnapshotCache<{ id: number }>(memoryClock(), 10, () => 1);
    let loads = 0;
    const load = async () => ((loads += 1), { id: 7 });
    expect(await cache.readThrough('7', load)).toEqual({ id: 7 });
    expect(await cache.readThrough('7', load)).toEqual({ id: 7 });
    expect(loads).toBe(1);
    expect(await cache.readThrough('8', async () => null)).toBeNull();
    expect(cache.entryCount).toBe(1);
  });
});

describe('ChangeClock', () => {
  it('moves when another connection commits to the same file, once the event loop has turned', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
    const file = path.join(dir, 'db.sqlite');
    const own = new SQLite(file);
    own.exec('create table t (x integer)');
    const dataVersion = own.prepare('PRAGMA data_version').pluck();
    const clock = new ChangeClock(() => dataVersion.get() as number);
    const before = clock.now();
    const other = new SQLite(file);
    other.exec('insert into t values (1)');
    other.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(clock.now()).not.toBe(before);
    own.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

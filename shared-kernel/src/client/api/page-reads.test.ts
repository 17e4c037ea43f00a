import { PAGE_READS_ELEMENT_ID } from '@muster/shared-kernel/core';
import { PAGE_READS_TTL_MS, pageReadsFrom, takePageRead } from './page-reads.js';

describe('the answers a page carries', () => {
  const json = JSON.stringify({ '/api/site': { chatUrl: '' }, '/api/ability': [] });

  it('are taken once each, by address', () => {
    const reads = pageReadsFrom(json, () => 0);
    expect(reads.take('/api/site')).toEqual({ chatUrl: '' });
    expect(reads.take('/api/site')).toBeUndefined();
    expect(reads.take('/api/ability')).toEqual([]);
    expect(reads.take('/api/ruleset/')).toBeUndefined();
  });

  it('stand in for no read made after they grew old', () => {
    let now = 0;
    const reads = pageReadsFrom(json, () => now);
    now = PAGE_READS_TTL_MS + 1;
    expect(reads.take('/api/site')).toBeUndefined();
    now = 0;
    expect(reads.take('/api/ability')).toBeUndefined();
  });

  it.each(['', 'not json', '[1,2]', 'null', '"text"'])('carry nothing in %j', (bad) => {
    expect(pageReadsFrom(bad, () => 0).take('/api/site')).toBeUndefined();
    expect(pageReadsFrom(undefined, () => 0).take('0')).toBeUndefined();
  });

  it("are read from the page's element once, which is then removed", () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PAGE_READS_ELEMENT_ID;
    element.textContent = json;
    document.body.append(element);
    expect(takePageRead('/api/site')).toEqual({ chatUrl: '' });
    expect(document.getElementById(PAGE_READS_ELEMENT_ID)).toBeNull();
    expect(takePageRead('/api/site')).toBeUndefined();
    expect(takePageRead('/api/ability')).toEqual([]);
  });
});

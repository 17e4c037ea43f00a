import { START_READS, firstReads } from './first-reads';

describe('firstReads', () => {
  it('is the site settings on every page', () => {
    for (const path of ['/login', '/nothing/here', '/rosters', '/factionlist/2', '/users']) {
      expect(firstReads(path)).toEqual([START_READS.site]);
    }
  });

  it('adds the ruleset on / and /ruleset', () => {
    expect(firstReads('/')).toEqual(['/api/site', '/api/ruleset/']);
    expect(firstReads('/ruleset')).toEqual(['/api/site', '/api/ruleset/']);
  });

  it('adds the faction or scenario a detail page shows, its name encoded once', () => {
    expect(firstReads('/factions/iron-legion')).toEqual(['/api/site', '/api/factions/iron-legion']);
    expect(firstReads('/factions/caf%C3%A9')).toEqual(['/api/site', '/api/factions/caf%C3%A9']);
    expect(firstReads('/scenarios/hold-the-bridge')).toEqual([
      '/api/site',
      '/api/scenarios/hold-the-bridge',
    ]);
  });

  it('reads nothing more for a name that is not a valid address', () => {
    expect(firstReads('/factions/%E0%A4%A')).toEqual(['/api/site']);
  });
});

import { START_READS, firstReads, pathName } from './first-reads.js';

describe('firstReads', () => {
  it('is the site settings on every page', () => {
    for (const path of ['/login', '/nothing/here', '/rosters', '/factionlist/2', '/users']) {
      expect(firstReads(path)).toEqual([START_READS.site]);
    }
  });

  it('adds the ruleset and the formula in force on / and /ruleset', () => {
    const ruleset = ['/api/site', '/api/ruleset/', '/api/formulas/active'];
    expect(firstReads('/')).toEqual(ruleset);
    expect(firstReads('/ruleset')).toEqual(ruleset);
  });

  it('adds the faction or scenario a detail page shows, its name encoded once', () => {
    const costs = ['/api/ability', '/api/formulas/active'];
    expect(firstReads('/factions/iron-legion')).toEqual([
      '/api/site',
      '/api/factions/iron-legion',
      ...costs,
    ]);
    expect(firstReads('/factions/caf%C3%A9')).toEqual([
      '/api/site',
      '/api/factions/caf%C3%A9',
      ...costs,
    ]);
    expect(firstReads('/scenarios/hold-the-bridge')).toEqual([
      '/api/site',
      '/api/scenarios/hold-the-bridge',
    ]);
  });

  it('reads nothing more for a name that is not a valid address', () => {
    expect(firstReads('/factions/%E0%A4%A')).toEqual(['/api/site']);
  });
});

describe('pathName', () => {
  it("is a detail path's second segment decoded, or null", () => {
    const names = {
      '/factions/caf%C3%A9': 'café',
      '/scenarios/hold-the-bridge/': 'hold-the-bridge',
      '/ruleset': null,
      '/factions/%E0%A4%A': null,
    };
    for (const [path, name] of Object.entries(names)) {
      expect([path, pathName(path)]).toEqual([path, name]);
    }
  });
});

describe('START_READS', () => {
  it('are the addresses the pages and the server have always used, each name one encoded segment', () => {
    expect({
      site: START_READS.site,
      ruleset: START_READS.ruleset,
      activeFormula: START_READS.activeFormula,
      abilityTemplates: START_READS.abilityTemplates,
      faction: START_READS.faction('café/1'),
      scenario: START_READS.scenario('hold the bridge'),
      unitsOfFaction: START_READS.unitsOfFaction('f-1'),
      weaponsOfFaction: START_READS.weaponsOfFaction('f-1'),
      profile: START_READS.profile('john.doe?'),
    }).toEqual({
      site: '/api/site',
      ruleset: '/api/ruleset/',
      activeFormula: '/api/formulas/active',
      abilityTemplates: '/api/ability',
      faction: '/api/factions/caf%C3%A9%2F1',
      scenario: '/api/scenarios/hold%20the%20bridge',
      unitsOfFaction: '/api/units/faction/f-1',
      weaponsOfFaction: '/api/weapons/faction/f-1',
      profile: '/api/users/profile/john.doe%3F',
    });
  });
});

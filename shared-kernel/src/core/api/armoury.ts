/** A faction's armoury: its units and weapons, read by anyone, written by its editors. */
import { Type } from 'typebox';
import { Deleted } from '../model/calls.js';
import { NO_NUL } from '../model/fields.js';
import { Unit, UnitPayload } from '../model/unit.js';
import { Weapon, WeaponPayload } from '../model/weapon.js';
import { IdParams, VersionHeaders } from './common.js';
import { defineOperation } from './define.js';

/** A faction named by id or slug, for its units and weapons lists. */
export const FactionIdParams = Type.Object({
  factionId: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }),
});

const unitTags = ['units'];
const weaponTags = ['weapons'];

export const listUnits = defineOperation({
  operationId: 'listUnits',
  method: 'GET',
  path: '/api/units/faction/:factionId',
  summary: "A faction's units",
  access: 'optional',
  tags: unitTags,
  params: FactionIdParams,
  answer: Type.Array(Unit),
});

export const getUnit = defineOperation({
  operationId: 'getUnit',
  method: 'GET',
  path: '/api/units/:id',
  summary: 'Read a unit',
  access: 'optional',
  tags: unitTags,
  params: IdParams,
  answer: Unit,
});

export const createUnit = defineOperation({
  operationId: 'createUnit',
  method: 'POST',
  path: '/api/units/',
  summary: 'Create a unit',
  access: 'token',
  tags: unitTags,
  body: UnitPayload,
  answer: Unit,
});

export const updateUnit = defineOperation({
  operationId: 'updateUnit',
  method: 'POST',
  path: '/api/units/:id',
  summary: 'Save a unit',
  access: 'token',
  tags: unitTags,
  params: IdParams,
  headers: VersionHeaders,
  body: UnitPayload,
  answer: Unit,
});

export const deleteUnit = defineOperation({
  operationId: 'deleteUnit',
  method: 'DELETE',
  path: '/api/units/:id',
  summary: 'Delete a unit',
  access: 'token',
  tags: unitTags,
  params: IdParams,
  answer: Deleted,
});

export const listWeapons = defineOperation({
  operationId: 'listWeapons',
  method: 'GET',
  path: '/api/weapons/faction/:factionId',
  summary: "A faction's weapons",
  access: 'optional',
  tags: weaponTags,
  params: FactionIdParams,
  answer: Type.Array(Weapon),
});

export const getWeapon = defineOperation({
  operationId: 'getWeapon',
  method: 'GET',
  path: '/api/weapons/:id',
  summary: 'Read a weapon',
  access: 'optional',
  tags: weaponTags,
  params: IdParams,
  answer: Weapon,
});

export const createWeapon = defineOperation({
  operationId: 'createWeapon',
  method: 'POST',
  path: '/api/weapons/',
  summary: 'Create a weapon',
  access: 'token',
  tags: weaponTags,
  body: WeaponPayload,
  answer: Weapon,
});

export const updateWeapon = defineOperation({
  operationId: 'updateWeapon',
  method: 'POST',
  path: '/api/weapons/:id',
  summary: 'Save a weapon',
  access: 'token',
  tags: weaponTags,
  params: IdParams,
  headers: VersionHeaders,
  body: WeaponPayload,
  answer: Weapon,
});

export const deleteWeapon = defineOperation({
  operationId: 'deleteWeapon',
  method: 'DELETE',
  path: '/api/weapons/:id',
  summary: 'Delete a weapon',
  access: 'token',
  tags: weaponTags,
  params: IdParams,
  answer: Deleted,
});

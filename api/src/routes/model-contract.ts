/**
 * Compile-time contract: the TypeBox types of the routes and the kernel's wire types
 * (`@muster/shared-kernel/core`) must agree. Entities are checked both ways; what the client
 * sends must fit what the routes accept; answers with extra fields must fit the client's type.
 * Type-only: nothing here exists at run time.
 */
import type * as Model from '@muster/shared-kernel/core';
import type { Unit, UnitInput, Weapon, WeaponInput } from './armoury.schemas.js';
import type {
  Page,
  PageCard,
  PageInput,
  Scenario,
  ScenarioCard,
  ScenarioInput,
} from './community.schemas.js';
import type { Faction, FactionCard, FactionInput } from './factions.schemas.js';
import type {
  AbilityTemplate,
  AbilityTemplateInput,
  PointFormula,
  PointFormulaInput,
  Ruleset,
  RulesetInput,
} from './rules.schemas.js';
import type {
  InviteAnswer,
  LoginBody,
  Profile,
  RegisterBody,
  SessionAnswer,
} from './users.schemas.js';
import type { Static } from 'typebox';

type Fits<A, B> = [A] extends [B] ? true : false;
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : false;

/** Each entry fails to compile (true is not assignable to false) when the two types drift apart. */
export type ModelContract = [
  Same<Faction, Model.Faction>,
  Same<FactionCard, Model.FactionCard>,
  Same<Unit, Model.Unit>,
  Same<Weapon, Model.Weapon>,
  Same<AbilityTemplate, Model.AbilityTemplate>,
  Same<PointFormula, Model.PointFormula>,
  Same<Ruleset, Model.Ruleset>,
  Same<Scenario, Model.Scenario>,
  Same<ScenarioCard, Model.ScenarioCard>,
  Same<Page, Model.Page>,
  Same<PageCard, Model.PageCard>,
  Same<Static<typeof Profile>, Model.UserProfile>,
  Same<Static<typeof SessionAnswer>, Model.AuthAnswer>,
  Same<Static<typeof import('./common.schemas.js').ErrorAnswer>, Model.ApiError>,
  Fits<Static<typeof InviteAnswer>, Model.RegistrationKeyAnswer>,
  Fits<Model.FactionPayload, FactionInput>,
  Fits<Model.UnitPayload, UnitInput>,
  Fits<Model.WeaponPayload, WeaponInput>,
  Fits<Model.AbilityTemplatePayload, AbilityTemplateInput>,
  Fits<Model.PointFormulaPayload, PointFormulaInput>,
  Fits<Model.RulesetPayload, RulesetInput>,
  Fits<Model.ScenarioPayload, ScenarioInput>,
  Fits<Model.PagePayload, PageInput>,
  Fits<Model.LoginPayload, LoginBody>,
  Fits<Model.RegisterPayload, RegisterBody>,
];

/** Compiles only while every check above is true. */
export const MODEL_CONTRACT_HOLDS: ModelContract = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CUTOFF_CHOICES, ChangeRulesFormSchema, MOVES_CHOICES, changeRulesDefaults } from './change-rules.lib';

describe("the master's rules for a client's cancel and move", () => {
  it('offers the contracts’ options: 0 as any time before the start, hours, and 1, 2, 3 or no limit', () => {
    expect(CUTOFF_CHOICES.map(([, label]) => label)).toEqual(['в любое время до начала', '1 ч', '2 ч', '3 ч', '6 ч', '12 ч', '24 ч', '48 ч']);
    expect(MOVES_CHOICES.map(([, label]) => label)).toEqual(['1', '2', '3', 'без ограничений']);
  });

  it('shows the worker’s rules and turns the choices back into what the server takes', () => {
    expect(changeRulesDefaults({ cancel_cutoff_hours: 0, max_moves: 2 })).toEqual({ cancel_cutoff_hours: '0', max_moves: '2' });
    expect(changeRulesDefaults({ cancel_cutoff_hours: 24, max_moves: null })).toEqual({ cancel_cutoff_hours: '24', max_moves: 'none' });
    expect(v.parse(ChangeRulesFormSchema, { cancel_cutoff_hours: '48', max_moves: 'none' })).toEqual({ cancel_cutoff_hours: 48, max_moves: null });
    expect(v.parse(ChangeRulesFormSchema, { cancel_cutoff_hours: '0', max_moves: '3' })).toEqual({ cancel_cutoff_hours: 0, max_moves: 3 });
  });

  it('refuses a value the profile does not offer, with the field’s message', () => {
    const result = v.safeParse(ChangeRulesFormSchema, { cancel_cutoff_hours: '5', max_moves: '4' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual(['Выберите срок из списка', 'Выберите число из списка']);
  });
});

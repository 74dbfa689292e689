import * as v from 'valibot';
import { CANCEL_CUTOFF_OPTIONS, MAX_MOVES_OPTIONS } from '@booking/contracts/booking-rules';
import type { Worker } from '@booking/contracts/schemas';
import { texts } from '../../shared/texts';
import { choice } from '../../shared/choice';

/** The select's value for 'без ограничений' (max_moves null). */
export const NO_LIMIT = 'none';

/** 'Отменить или перенести можно не позднее чем за': 0 is any time before the start, else hours. */
export const CUTOFF_CHOICES = CANCEL_CUTOFF_OPTIONS.map((hours) => choice(String(hours), () => (hours === 0 ? texts.cutoffAnyTime : texts.cutoffHours(hours))));
/** 'Сколько раз можно перенести запись': 1, 2, 3 or 'без ограничений'. */
export const MOVES_CHOICES = MAX_MOVES_OPTIONS.map((n) => choice(n === null ? NO_LIMIT : String(n), () => (n === null ? texts.movesNoLimit : String(n))));

const cutoff = (value: string) => CANCEL_CUTOFF_OPTIONS.find((hours) => String(hours) === value)!;
const moves = (value: string) => MAX_MOVES_OPTIONS.find((n) => String(n ?? NO_LIMIT) === value)!;

/** The form's selects hold strings; only the contracts' options pass, as numbers (null: no limit). */
export const ChangeRulesFormSchema = v.object({
  cancel_cutoff_hours: v.pipe(v.picklist(CUTOFF_CHOICES.map(([value]) => value), () => texts.chooseCutoff), v.transform(cutoff)),
  max_moves: v.pipe(v.picklist(MOVES_CHOICES.map(([value]) => value), () => texts.chooseMoves), v.transform(moves)),
});
export type ChangeRulesFormValues = v.InferInput<typeof ChangeRulesFormSchema>;
export type ChangeRulesFormOutput = v.InferOutput<typeof ChangeRulesFormSchema>;

/** The rules the worker has now, as the form shows them. */
export const changeRulesDefaults = (worker: Pick<Worker, 'cancel_cutoff_hours' | 'max_moves'>): ChangeRulesFormValues => ({
  cancel_cutoff_hours: String(worker.cancel_cutoff_hours),
  max_moves: worker.max_moves === null ? NO_LIMIT : String(worker.max_moves),
});

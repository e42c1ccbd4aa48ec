import {
  type Call,
  type CallEnvelope,
  type CallInput,
  Code,
  calls,
  type FieldError,
  PlacementLimits,
} from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage, quietFailureText } from '../../app/errors';
import { ApiError } from '../../app/request';
import { useCall, useCallMutation } from '../../app/useCall';
import type { FormDialogResult } from '../../kit/FormDialog';
import { toastError, toastSuccess } from '../../kit/feedback';
import { useRefreshLookups } from '../../shared/lookups/api';
import { takenField } from './placementRules';
import { takenData } from './refusals';

/** Every placements list goes after a change: the counts of one catalogue show in another's rows. */
const PLACEMENT_LISTS = [['placements']] as const;

/** How a catalogue call ended: its envelope (a business code comes as one, with its data), or the failure. */
export type Ending<C extends Call> = { envelope: CallEnvelope<C> } | { error: unknown };

/**
 * One change call of the catalogues, sent quietly: answers how it ended, and once it went through refreshes every
 * placements list and the lookup lists the other screens' pickers read (a new media app is offered at once).
 */
export function usePlacementChange<C extends Call>(call: C) {
  const mutation = useCallMutation(call, { invalidates: PLACEMENT_LISTS });
  const refreshLookups = useRefreshLookups();
  return async (input: CallInput<C, FormData>): Promise<Ending<C>> => {
    try {
      const envelope = await mutation.mutateAsync(input);
      if (envelope.code === Code.OK) await refreshLookups();
      return { envelope };
    } catch (error) {
      return { error };
    }
  };
}

/** The field errors of a refused 400 (none for any other failure). */
const fieldErrors = (error: unknown): FieldError[] =>
  error instanceof ApiError && error.status === 400
    ? ((error.data as { errors?: FieldError[] } | null)?.errors ?? [])
    : [];

/**
 * What a catalogue dialog does with its save's ending (a FormDialog result): done, the saved toast and true; a name,
 * package or code another entry has, under its field; a 400's field errors under the form's own fields; anything else
 * as an error toast (or nothing, when the request layer already told), staying open.
 */
export function settleSave<Name extends string>(
  ending: { envelope: { code: number; msg: string; data: unknown } } | { error: unknown },
  names: readonly Name[],
): FormDialogResult {
  const t = i18next.t;
  if ('envelope' in ending) {
    const { code, data, msg } = ending.envelope;
    if (code === Code.OK) {
      toastSuccess(t('placements.saved'));
      return true;
    }
    const taken = code === Code.PLACEMENT_TAKEN ? takenData(data) : null;
    const field = takenField(taken, names);
    if (taken && field) return [{ name: field, errors: [t('placements.form.taken', { id: taken.id })] }];
    toastError(businessMessage(code, data, msg));
    return false;
  }
  const placed = fieldErrors(ending.error).filter((error) => (names as readonly string[]).includes(error.field));
  if (placed.length) return placed.map((error) => ({ name: error.field, errors: [error.message] }));
  const text = quietFailureText(ending.error);
  if (text) toastError(text);
  return false;
}

/** The DSPs for the pickers and the mapping filter: every one (the catalogue holds a handful), by name. */
export const useDspOptions = () =>
  useCall(
    calls.placements.dspPage,
    { page_no: 1, page_size: PlacementLimits.PAGE_SIZE_MAX },
    { select: (page) => [...page.list].sort((a, b) => a.name.localeCompare(b.name)) },
  );

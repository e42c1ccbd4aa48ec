import { calls } from '@adconsole/contract';
import { useCreateOrEdit } from '../../../app/useCall';
import { audienceRefusal } from '../refusals';

/** What a mapping change answers (worded as the audience area words refusals) and refetches: every mapping page. */
export const partnerFolderChange = { refusals: { text: audienceRefusal }, invalidates: [['partnerFolders']] };

/** Maps a folder to accounts (a new mapping) or changes a mapping's accounts. */
export const useSavePartnerFolder = () =>
  useCreateOrEdit(calls.partnerFolders.create, calls.partnerFolders.edit, partnerFolderChange);

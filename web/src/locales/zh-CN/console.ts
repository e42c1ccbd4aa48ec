import accessTexts from './accessTexts';
import adEditor from './adEditor';
import ads from './ads';
import apiKeys from './apiKeys';
import apps from './apps';
import audiences from './audiences';
import audit from './audit';
import authAccess from './authAccess';
import campaignFields from './campaignFields';
import campaigns from './campaigns';
import config from './config';
import demo from './demo';
import directory from './directory';
import kit from './kit';
import library from './library';
import lookups from './lookups';
import partnerFolders from './partnerFolders';
import picker from './picker';
import placements from './placements';
import reports from './reports';
import tags from './tags';
import target from './target';
import upload from './upload';

/** The texts of the console's pages, loaded with the first page after sign-in (not by the sign-in page). */
export default {
  ...config,
  ...kit,
  ...library,
  ...lookups,
  ...target,
  ...demo,
  ...upload,
  ...picker,
  ...tags,
  ...directory,
  ...authAccess,
  ...audit,
  ...accessTexts,
  ...apiKeys,
  ...audiences,
  ...partnerFolders,
  ...placements,
  ...reports,
  ...apps,
  ...campaigns,
  ...campaignFields,
  ...ads,
  ...adEditor,
};

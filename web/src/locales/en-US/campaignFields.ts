import type zh from '../zh-CN/campaignFields';

/** The campaign record's delivery options and references: the form's advanced section and the detail's record. */
export default {
  'campaignFields.section': 'Advanced settings',
  'campaignFields.section.install': 'Download and install',
  'campaignFields.section.bidding': 'Bidding and reservation',
  'campaignFields.section.references': 'Orders and external IDs',
  'campaignFields.record': 'Campaign record',
  'campaignFields.label.id': 'ID',
  'campaignFields.label.auto_download': 'Auto download',
  'campaignFields.label.silently_install': 'Silent install',
  'campaignFields.label.attribution_pi': 'Pre-install attribution',
  'campaignFields.label.app_online': 'App store status',
  'campaignFields.label.bill_status': 'Billing status',
  'campaignFields.label.config_status': 'Set-up status',
  'campaignFields.label.merchant_id': 'Merchant ID',
  'campaignFields.label.io_id': 'Insertion order (IO)',
  'campaignFields.label.po_id': 'Purchase order (PO)',
  'campaignFields.label.camp_id': 'External campaign ID',
  'campaignFields.label.bid_price_punish_coef': 'Bid penalty factor',
  'campaignFields.label.reservation_time': 'Reservation deliver-by time',
  'campaignFields.label.pack_attribution_tracker_url': 'Pre-install attribution link',
  'campaignFields.label.attribution_tracker_url': 'Attribution tracker link',
  'campaignFields.label.create_user_id': 'Created by',
  'campaignFields.label.modify_user_id': 'Last changed by',
  'campaignFields.hint.auto_download':
    'A click starts the download in the store at once; no Install tap on the store page',
  'campaignFields.hint.silently_install':
    'The app installs without the installer prompt; needs auto download, works only where the system store may install',
  'campaignFields.hint.attribution_pi':
    'Installs of the pre-installed package count for this campaign and are reported through the pre-install link',
  'campaignFields.hint.app_online': 'When not in a store, clicks download the packaged APK instead of opening a store',
  'campaignFields.hint.bid_price_punish_coef':
    'The bid is multiplied by this in the auction: 1 no penalty, lowest 0.01',
  'campaignFields.hint.reservation_time':
    'Reservation campaigns only: the booked impressions are delivered by this time, paced evenly towards it',
  'campaignFields.hint.pack_attribution_tracker_url':
    'The attribution platform link fired when the packaged APK is installed',
  'campaignFields.hint.camp_id':
    "The campaign's ID at the attribution platform or advertiser, put in links as {camp_id}",
  'campaignFields.hint.references': 'Used by finance to bill and reconcile; delivery does not read them',
  'campaignFields.flag.0': 'Off',
  'campaignFields.flag.1': 'On',
  'campaignFields.appOnline.0': 'Not in a store (APK download)',
  'campaignFields.appOnline.1': 'Live in its store',
  'campaignFields.billStatus.1': 'No spend yet',
  'campaignFields.billStatus.2': 'Billing',
  'campaignFields.billStatus.3': 'Ended, to settle',
  'campaignFields.configStatus.1': 'Incomplete (no ad group with an ad)',
  'campaignFields.configStatus.2': 'Complete',
  'campaignFields.notSet': 'Not set',
  'campaignFields.byAttributionTrackers': 'The first of the attribution tracker links',
  'campaignFields.rule.coef': 'A factor from 0.01 to 1, at most 2 decimals',
  'campaignFields.rule.externalId': 'Up to 64 letters, digits and . _ : -',
  'campaignFields.rule.silentInstall': 'A silent install needs auto download on',
  'campaignFields.rule.packRequired': 'Pre-install attribution needs the pre-install attribution link',
  'campaignFields.rule.reservationType': 'Only reservation campaigns have a deliver-by time',
  'campaignFields.rule.reservationFlight': 'The deliver-by time must be after the start and not after the end',
} satisfies Record<keyof typeof zh, string>;

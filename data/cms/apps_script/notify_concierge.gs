/**
 * Tells the concierge that the knowledge-base sheet changed, so it syncs within seconds.
 *
 * Install: see "Change notices" in data/cms/EDITORS.md. In short: Extensions > Apps Script,
 * paste this file, set the script properties CONCIERGE_URL and CONCIERGE_SECRET, then run
 * installTriggers() once and grant access.
 *
 * Each notice is a JSON body signed with HMAC-SHA256 over the bytes
 *   "<unix seconds>" + "." + "<the exact body>"
 * sent as the headers X-Concierge-Timestamp and X-Concierge-Signature: sha256=<lowercase hex>.
 * Edits made by the concierge itself (ids and statuses, written through the API) do not fire
 * these triggers, so there is no loop.
 */

var NOTIFY_FUNCTION = 'notifyConcierge';

/** Run once by hand: adds the on-edit and on-change triggers (replacing older copies). */
function installTriggers() {
  var spreadsheet = SpreadsheetApp.getActive();
  ScriptApp.getProjectTriggers().forEach(function (trigger) {
    if (trigger.getHandlerFunction() === NOTIFY_FUNCTION) {
      ScriptApp.deleteTrigger(trigger);
    }
  });
  ScriptApp.newTrigger(NOTIFY_FUNCTION).forSpreadsheet(spreadsheet).onEdit().create();
  // Row deletions, inserted rows and renamed tabs fire "change", not "edit".
  ScriptApp.newTrigger(NOTIFY_FUNCTION).forSpreadsheet(spreadsheet).onChange().create();
}

/** Trigger handler: posts one signed notice; a failure is logged, never shown to the editor. */
function notifyConcierge(e) {
  var properties = PropertiesService.getScriptProperties();
  var url = properties.getProperty('CONCIERGE_URL');
  var secret = properties.getProperty('CONCIERGE_SECRET');
  if (!url || !secret) {
    console.warn('CONCIERGE_URL or CONCIERGE_SECRET is not set; no notice sent');
    return;
  }
  var notice = {
    spreadsheet_id: SpreadsheetApp.getActive().getId(),
    edited_at: new Date().toISOString()
  };
  if (e && e.range) {
    notice.sheet = e.range.getSheet().getName();
    notice.row = e.range.getRow();
  }
  if (e && e.changeType) {
    notice.change = String(e.changeType);
  }
  var body = JSON.stringify(notice);
  var timestamp = String(Math.floor(Date.now() / 1000));
  var digest = Utilities.computeHmacSha256Signature(
    timestamp + '.' + body,
    secret,
    Utilities.Charset.UTF_8
  );
  var response = UrlFetchApp.fetch(url, {
    method: 'post',
    contentType: 'application/json; charset=utf-8',
    payload: Utilities.newBlob(body, 'application/json').getBytes(),
    headers: {
      'X-Concierge-Timestamp': timestamp,
      'X-Concierge-Signature': 'sha256=' + toHex(digest)
    },
    muteHttpExceptions: true
  });
  var status = response.getResponseCode();
  if (status !== 202) {
    console.warn('concierge answered ' + status + ': ' + response.getContentText());
  }
}

/** Apps Script digests are signed bytes (-128..127); render them as lowercase hex. */
function toHex(bytes) {
  return bytes
    .map(function (b) {
      var value = (b + 256) % 256;
      return (value < 16 ? '0' : '') + value.toString(16);
    })
    .join('');
}

import { COUNTRY_CODES } from '../../src/core/content/locale';
import type { BinReportBody, BinReportDto } from '../../src/contract/places.contract';
import { SERVER_CODES } from '../../src/contract/server-error.contract';
import { REPORT_REASONS } from '../../src/core/places/bin-report';
import { hasControlCharacters } from '../../src/core/shared/characters';
import { openReportOf, reportWait, statusAfterReport } from './bin-report-rules';
import { requiredText } from './checks';
import { randomToken } from './password-hash';
import { answer, fail, invalidFields, unauthorized, type ServerResult } from './server-result';
import type { World } from './world';

/** POST /bins/{id}/reports (assumed, issue 21): a signed-in customer's report of a problem with a bin. */
export class BinReportsResource {
  constructor(private readonly world: World) {}

  async receive(accessToken: string | null, binId: string, body: Partial<BinReportBody>): Promise<ServerResult<BinReportDto>> {
    const user = this.world.authenticate(accessToken);
    if (!user) return unauthorized();
    const market = COUNTRY_CODES.find((c) => this.world.bins[c]?.some((b) => b.id === binId));
    if (!market) return fail(404, SERVER_CODES.notFound, 'No such bin');
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    const invalid = invalidFields({
      reason: (REPORT_REASONS as readonly string[]).includes(reason) ? undefined : 'field_required',
      note:
        reason !== 'other' ? undefined : (requiredText(note, 'binReportNote') ?? (hasControlCharacters(note) ? 'text_invalid' : undefined)),
    });
    if (invalid) return invalid;
    const now = this.world.now();
    const open = openReportOf(this.world.binReports, user.id, binId, now);
    if (open) return fail(409, SERVER_CODES.binAlreadyReported, 'Already reported', { since: new Date(open.at).toISOString() });
    const wait = reportWait(this.world.binReports, user.id, now);
    if (wait !== null) return fail(429, SERVER_CODES.rateLimited, 'Too many reports; try again later', { retryAfterSeconds: wait });
    const report = { id: randomToken(8), userId: user.id, binId, reason, ...(reason === 'other' ? { note } : {}), at: now };
    this.world.binReports = [...this.world.binReports, report];
    const bins = this.world.bins[market] ?? [];
    this.world.bins = {
      ...this.world.bins,
      [market]: bins.map((bin) => {
        if (bin.id !== binId) return bin;
        const status = statusAfterReport(this.world.binReports, report, bin.status);
        return status === bin.status ? bin : { ...bin, status };
      }),
    };
    this.world.changed();
    return answer({ id: report.id, created_at: new Date(now).toISOString() });
  }
}

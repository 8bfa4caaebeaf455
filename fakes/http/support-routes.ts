import { SUPPORT_PATHS } from '../../src/contract/support.contract';
import type { SupportRecord } from '../backend/records';
import type { BodyReader } from './body';
import { badBody, EMPTY, reply } from './reply';
import { route, type Handler, type Routes } from './route';

/** A request for customer care: its fields as `read` takes them from the body, and the market's `country_code`. */
const receive =
  (kind: SupportRecord['kind'], read: (body: BodyReader) => Readonly<Record<string, string>>): Handler =>
  async ({ body }, backend) => {
    const payload = read(body);
    const country = body.string('country_code');
    return badBody(body) ?? reply(await backend.receiveSupport(kind, country, payload), EMPTY, 201);
  };

/** POST /contact and POST /data_subject_requests: fakes/backend/support-resource.ts on the wire. */
export const SUPPORT_ROUTES: Routes = {
  [route('POST', SUPPORT_PATHS.contact)]: receive('contact', (body) => ({
    name: body.string('name'),
    email: body.string('email'),
    subject: body.string('subject'),
    message: body.string('message'),
  })),
  [route('POST', SUPPORT_PATHS.dataSubjectRequests)]: receive('dsar', (body) => ({
    type: body.string('request_type'),
    name: body.string('name'),
    email: body.string('email'),
    phone_last4: body.string('phone_last4'),
    details: body.optionalString('details') ?? '',
  })),
};

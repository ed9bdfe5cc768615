import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../../plugins/openapi/document';
import { sharedQueryParameters } from '../../../data/openapi/sharedQueryParameters';
import { brand } from '../../../src/brand';
import {
  apiOperations,
  checkHttpExample,
  curlRequest,
  extractHttpExamples,
  formatFailure,
  httpTarget,
  type HttpExample,
} from '../httpExamples';

const operations = apiOperations(loadOpenApiDocument());
const shared = new Set(sharedQueryParameters.map((p) => p.name));

function check(text: string, file = 'docs/planted.mdx'): string[] {
  return extractHttpExamples(file, text)
    .map((example: HttpExample) => checkHttpExample(example, operations, shared))
    .filter((failure) => failure !== null)
    .map(formatFailure);
}

describe('HTTP example matcher', () => {
  it('accepts a request on an operation, with declared, shared and field-filter parameters', () => {
    const page = [
      '```http',
      'GET %%API_URL%%/object/v1/public?_search=ECB_FX&_limit=3&dataset=ECB_FX',
      '```',
      '```http',
      'GET %%API_URL%%/data/v1/public/%23ECB_FX.EURUSD:SPOT?_range=last(5)',
      '```',
      '| `POST /reportconfig/v1` | creates a configuration |',
    ].join('\n');
    expect(check(page)).toEqual([]);
  });

  it('catches a wrong method and names the operations on the path', () => {
    const failures = check('```http\nPOST %%API_URL%%/reportconfig/v1/private\n```');
    expect(failures).toEqual([
      'docs/planted.mdx:2 (http) found POST /reportconfig/v1/private; expected GET on /reportconfig/v1/{source} (no POST operation on this path)',
    ]);
  });

  it('catches an unknown path and names the closest operation', () => {
    const failures = check('Create it with `POST %%API_URL%%/report/v1/config`.');
    expect(failures).toEqual([
      'docs/planted.mdx:1 (inline) found POST /report/v1/config; expected GET /report/v1/{source}',
    ]);
  });

  it('catches an undeclared query parameter, on a list and on an item', () => {
    const failures = check(
      [
        '```bash',
        'curl "%%API_URL%%/data/v1/public/%23ECB_FX.EURUSD:SPOT?_colour=red" \\',
        '  -H "Authorization: Bearer $TOKEN"',
        '```',
        '```http',
        'GET %%API_URL%%/object/v1/public?_colour=red',
        '```',
      ].join('\n'),
    );
    expect(failures).toHaveLength(2);
    expect(failures[0]).toContain(
      'docs/planted.mdx:2 (curl) found GET /data/v1/public/%23ECB_FX.EURUSD:SPOT?_colour=red',
    );
    expect(failures[0]).toContain('takes no _colour');
    expect(failures[1]).toContain('docs/planted.mdx:6 (http) found GET /object/v1/public?_colour=red');
  });

  it('takes a system field of the listed items as a field filter, not a near miss of one', () => {
    expect(check('`GET %%API_URL%%/data/v1/public?_objid=%23ECB_FX.EURUSD&_project=_id`')).toEqual([]);
    expect(check('`GET %%API_URL%%/data/v1/public?_objidd=%23ECB_FX.EURUSD`')[0]).toContain(
      'takes no _objidd',
    );
  });

  it('takes no field filter on an item', () => {
    expect(check('`GET %%API_URL%%/object/v1/public/%23ECB_FX.EURUSD?status=failed`')).toHaveLength(1);
  });

  it('catches a source outside the enum and an unencoded #', () => {
    expect(check('`GET /object/v1/shared/MYCO.PLANT_A`')).toHaveLength(1);
    expect(check('`GET /object/v1/public/#ECB_FX.EURUSD`')[0]).toContain('%23');
  });

  it('reads the URL of an SDK snippet and the curl code samples of a YAML record', () => {
    const python = '```python\nrequests.post("%%API_URL%%/report/v1/private")\n```';
    expect(check(python)[0]).toContain('(sdk) found POST /report/v1/private');
    const java = `\`\`\`java\nURI.create("${brand.apiBaseUrl}/object/v2/public")\n\`\`\``;
    expect(check(java)[0]).toContain('(sdk) found /object/v2/public');
    const yaml = [
      'source: |-',
      '  curl -X PUT "%%API_URL%%/object/v1" \\',
      '    -H "Authorization: Bearer $TOKEN"',
    ];
    expect(check(yaml.join('\n'), 'data/openapi/services/planted.yaml')[0]).toContain(
      '(curl) found PUT /object/v1',
    );
  });

  it('fails a path on the API whose first segment is no service, in any kind of example', () => {
    const page = [
      '```http',
      'GET %%API_URL%%/objects/v1/public',
      '```',
      'Trigger it with `%%API_URL%%/subscriptionrecord/v1`.',
      '| `DELETE /widget/v1/{id}` | removes a widget |',
    ].join('\n');
    const failures = check(page);
    expect(failures).toHaveLength(3);
    expect(failures[0]).toContain(
      '(http) found GET /objects/v1/public; expected a service of the OpenAPI document (',
    );
    expect(failures[1]).toContain('(inline) found /subscriptionrecord/v1; expected a service');
    expect(failures[2]).toContain('(inline) found DELETE /widget/v1/{id}; expected a service');
  });

  it('reads an API URL named without its method and matches it on any method', () => {
    expect(check('`POST` it to `%%API_URL%%/queue/v1`; read `/user/v1/me`.')).toEqual([]);
    expect(check('Read `/user/v1/me/you`.')[0]).toContain('(inline) found /user/v1/me/you');
  });

  it('matches a path that continues the one before it (`.../{key}`) on the end of a template', () => {
    expect(check('| `GET .../{key}/*` | the list of versions |')).toEqual([]);
    expect(check('| `PUT .../{key}/{version}/{tag}` | tags a version |')).toEqual([]);
    expect(check('| `PATCH .../{key}/*` | nothing |')[0]).toContain('found PATCH .../{key}/*');
    expect(check('| `GET .../{key}/history/of/all/its/versions` | nothing |')[0]).toContain(
      'found GET .../{key}/history/of/all/its/versions',
    );
  });

  it('says why a URL is not on the API', () => {
    expect(httpTarget('https://login.microsoftonline.com/t/oauth2/v2.0/token')).toEqual({
      on: 'elsewhere',
      reason: 'another host',
    });
    expect(httpTarget('$BASE/object/v1')).toEqual({ on: 'elsewhere', reason: 'a URL built at run time' });
    expect(httpTarget('%%API_URL%%/nothing/v1?x=1')).toEqual({
      on: 'api',
      path: '/nothing/v1',
      query: 'x=1',
      elided: false,
    });
  });

  it('leaves other hosts alone', () => {
    expect(
      check('```bash\ncurl -X POST "https://login.microsoftonline.com/x/oauth2/v2.0/token"\n```'),
    ).toEqual([]);
  });

  it('works out the method of a curl command', () => {
    expect(curlRequest('curl -d "{}" "%%API_URL%%/object/v1"')?.method).toBe('POST');
    expect(curlRequest('curl -G "%%API_URL%%/object/v1/private" --data-urlencode "_search=x"')).toEqual({
      method: 'GET',
      url: '%%API_URL%%/object/v1/private?_search',
    });
    expect(curlRequest('curl -X DELETE "%%API_URL%%/object/v1/private/A"')?.method).toBe('DELETE');
  });
});

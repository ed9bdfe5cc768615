import { describe, expect, it } from 'vitest';
import { loadSdkReference } from '../../../data/sdk';
import { buildSdkModel, checkSdkCalls, checkSdkPage, splitArguments } from '../sdkCalls';

const python = buildSdkModel(loadSdkReference('python'));
const java = buildSdkModel(loadSdkReference('java'));
const matlab = buildSdkModel(loadSdkReference('matlab'));

describe('buildSdkModel', () => {
  it('reads the client methods, builders and their parameters from the records', () => {
    expect([...(python.classes.get('ODSL')?.methods.keys() ?? [])]).toEqual(
      expect.arrayContaining([
        'login',
        'loginWithSecret',
        'loginWithAPIKey',
        'setStage',
        'list',
        'get',
        'update',
      ]),
    );
    expect([...(python.classes.get('ODSL')?.methods.get('list') ?? [])]).toEqual(
      expect.arrayContaining(['service', 'source', 'params']),
    );
    expect([...(python.constructors.get('TimeSeries') ?? [])]).toEqual(['id', 'calendar', 'start']);
    expect([...(python.classes.get('Curve')?.methods.keys() ?? [])]).toEqual([
      'set_name',
      'set_currency',
      'add',
    ]);
    expect(java.classes.get('ODSL')?.returns.get('RTD')).toBe('RTD');
    expect([...(matlab.classes.get('ODSL')?.methods.keys() ?? [])]).not.toContain('loginWithAPIKey');
  });
});

describe('checkSdkCalls', () => {
  it('catches a Python client method the SDK does not have', () => {
    const issues = checkSdkCalls(
      "from odsl import sdk\nodsl = sdk.ODSL()\nodsl.login()\nodsl.fetch('data')",
      python,
    );
    expect(issues).toHaveLength(1);
    expect(issues[0].line).toBe(4);
    expect(issues[0].found).toContain('.fetch(...)');
  });

  it('catches a Python keyword argument the method does not take', () => {
    const code = "odsl = sdk.ODSL()\nodsl.list('object', source='public', filter={'a': 1})";
    expect(checkSdkCalls(code, python).map((i) => i.found)).toEqual([
      'keyword argument `filter=` in `ODSL.list(...)`',
    ]);
  });

  it('catches a builder setter and a builder keyword the records do not hold', () => {
    const code = [
      'from odsl import sdk, types',
      "ts = types.TimeSeries(id='MYCO.X', calendar='business', tz='UTC')",
      "ts.set_unit('MWh')",
      "ts.add('2031-01-02', 1.5)",
    ].join('\n');
    expect(checkSdkCalls(code, python).map((i) => i.line)).toEqual([2, 3]);
  });

  it('catches a Java method on the client and on a helper it returns', () => {
    const code = [
      'ODSL odsl = new ODSL();',
      'odsl.login();',
      'odsl.loginWithAPIKey(user, apiKey);',
      'RTD rtd = odsl.RTD();',
      'rtd.connect();',
      'rtd.listen("data");',
    ].join('\n');
    expect(checkSdkCalls(code, java).map((i) => i.line)).toEqual([3, 6]);
  });

  it('catches a MATLAB client method the records do not hold', () => {
    const code =
      "odsl = sdk.ODSL();\nodsl.loginWithAPIKey('me', key);\nts = odsl.get('data', 'public', '#ABN_FX.EURUSD:SPOT');";
    expect(checkSdkCalls(code, matlab).map((i) => i.line)).toEqual([2]);
  });

  it('leaves other libraries, strings and comments alone', () => {
    const code = [
      'import pandas as pd',
      'odsl = sdk.ODSL()',
      "df = pd.DataFrame(odsl.get('data', 'public', '#ABN_FX.EURUSD:SPOT'))",
      'df.plot()',
      '# odsl.fetch() is not a call',
      "print('odsl.fetch()')",
    ].join('\n');
    expect(checkSdkCalls(code, python)).toEqual([]);
  });
});

describe('checkSdkPage', () => {
  it('checks a call on a client an earlier block of the page made', () => {
    const results = checkSdkPage(
      [
        'from odsl import sdk\nodsl = sdk.ODSL()\nodsl.login()',
        "fx = odsl.fetch('data', 'public', '#ABN_FX.EURUSD:SPOT')",
      ],
      python,
    );
    expect(results.map((r) => r.issues.map((i) => i.found))).toEqual([
      [],
      ["`.fetch(...)` on ODSL in `odsl.fetch('data', 'public', '#ABN_FX.EURUSD:SPOT')`"],
    ]);
    expect(results.map((r) => r.checked > 0)).toEqual([true, true]);
  });

  it('fails a call on the client when no block of the page makes it', () => {
    const [result] = checkSdkPage(
      ['VarTimeSeries fx = (VarTimeSeries) odsl.get("data", "public", "#ECB_FX.EURUSD:SPOT");'],
      java,
    );
    expect(result?.issues.map((i) => i.found)).toEqual([
      '`odsl.get("data", "public", "#ECB_FX.EURUSD:SPOT")` on `odsl`, a client no block of this page makes',
    ]);
  });

  it('checks the methods of Java data types and of MATLAB curve builds', () => {
    const javaPage = [
      'VarCurve curve = new VarCurve("FWD", ondate);',
      'curve.add("M01", "31.45");',
      'curve.put("M02", "30.90");',
    ];
    expect(checkSdkPage([javaPage.join('\n')], java)[0]?.issues.map((i) => i.line)).toEqual([3]);
    const matlabPage = [
      "odsl = sdk.ODSL();\nodsl.login();\nbuild = odsl.messaging().waitForCurveBuildMessage('matlab');",
      "curve = build.createCurve();\ncurve.add('M01', 31.4);\nbuild.saveCurve(curve);",
    ];
    expect(checkSdkPage(matlabPage, matlab).map((r) => r.issues.map((i) => i.line))).toEqual([[], [3]]);
  });

  it('names the receivers it could not check', () => {
    const [result] = checkSdkPage(['import json\nprint(json.dumps({}))'], python);
    expect(result).toEqual({ issues: [], checked: 0, unchecked: ['json'] });
  });
});

describe('splitArguments', () => {
  it('splits at top-level commas only', () => {
    expect(splitArguments("'a', f(b, c), {'d': 1, 'e': 2}, x='y,z'")).toEqual([
      "'a'",
      'f(b, c)',
      "{'d': 1, 'e': 2}",
      "x='y,z'",
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkOdsl, formatIssues } from '..';
import { maskOdsl } from '../mask';

const ok = (code: string): void => {
  const issues = checkOdsl(code);
  expect(issues, formatIssues(issues)).toEqual([]);
};

const rules = (code: string): string[] => checkOdsl(code).map((i) => `${i.line}:${i.rule}`);

describe('maskOdsl', () => {
  it('blanks comments, strings and active variables but keeps line numbers', () => {
    const masked = maskOdsl('x = "a(b)" // foo(\n/* bar(\n*/ y = ${data:"#A.B:C"}.next()');
    expect(masked.split('\n')).toHaveLength(3);
    expect(masked).not.toMatch(/foo|bar|#A/);
    expect(masked).toContain('.next()');
  });
});

describe('checkOdsl accepts valid ODSL', () => {
  it('balances nested control blocks and for ... next', () => {
    ok(`total = 0
for i = 1 to 10 step 2
  if i > 5
    total = total + i
  elseif i == 3
    print "three"
  else
    log info "small " + i
  end
next
while total > 0
  total = total - 1
end`);
  });

  it('accepts assigned structures closed with end', () => {
    ok(`Pump = versioned type extends #Object
  // A pump on a site
  serial as string() matches "[A-Z0-9]+"
  capacity as number() default 0
  describe as function()
    describe = this.serial
  end
end
p1 = object as Pump
  serial = "P9"
end
tx = transform feed into rows as r
  create with r.country
  unique id = r.country + r.date
  if r.value > 0
    price = r.value
  end
end
save p1 log "initial load" replace`);
  });

  it('accepts single-line and multi-line find', () => {
    ok(`hits = find top 5 \${object} where category = "Energy"
later = find \${object:public/"#Object"}
  where name like "EUR"
  and created > "2024-01-01"
end
print hits.size`);
  });

  it('accepts aggregate pipelines, facet, raw JSON stages and accumulators', () => {
    ok(`summary = aggregate \${exec}
  match status = "FAILED"
  group _id="$script", failures=count(), avg=avg("$duration")
  facet
    byScript
      sortByCount "$script"
  end
  {
    "$limit": 5
  }
  sort failures desc
end`);
  });

  it('accepts workflows, actions, method calls, backtick JSON and user functions', () => {
    ok(`/** @category helpers */
function margin(price, byref cost)
  margin = price - cost
end
load = action in "loaders"
  in source as Object "where to read" optional
  out rows as Scalar
  exit "ok", "failed"
  output.rows = input.source.size
  return "ok"
end
flow = workflow in "pipelines"
  WF_START
    "start" -> fetch
  end
  phase "fetch" retries 3 delay 5 minutes then reschedule 1 hour
    WF_ACTION fetch input
      "ok" -> done
    end
  end
  WF_EVENT done as "ok"
  end
end
cfg = \`{"a": [1, 2], "b": "x"}\`
obj = \${json:cfg}
obj.items.add(margin(5, 2))
\${action:"load"}.run(input, output)
print json(obj)`);
  });

  it('accepts bulk update operators and statements with options', () => {
    ok(`bulk update \${object} where region = "EU" upsert
  log "normalise"
  set(status="active")
  inc(version=1)
end
bulk delete \${queuelog} log "housekeeping"
on error ignore
send b to loaderq size 50 -noevent
api-key create expires="2026-01-31" "ci-runner"
pause 45 seconds
run DAILY_LOAD with params in 30 minutes
trigger eod_prices for 2024-03-28`);
  });

  it('skips the function check when the script imports functions', () => {
    ok(`import \${script:"pricing-helpers"}
print spread(1, 2)`);
  });
});

describe('checkOdsl rejects broken ODSL', () => {
  it('reports a block that is never closed', () => {
    expect(rules('if x > 1\n  print x')).toEqual(['1:balance']);
  });

  it('reports an end without a block', () => {
    expect(rules('print 1\nend')).toEqual(['2:balance']);
  });

  it('reports a for loop closed with end instead of next', () => {
    expect(rules('for i = 1 to 3\n  print i\nend')).toEqual(['3:balance']);
  });

  it('reports an unclosed assigned structure', () => {
    expect(rules('tx = transform feed into rows as r\n  x = r.a')).toEqual(['1:balance']);
  });

  it('reports an unclosed multi-line find', () => {
    expect(rules('x = find ${object}\n  where a = 1')).toEqual(['1:balance']);
  });

  it('reports else outside an if', () => {
    expect(rules('else\n')).toEqual(['1:balance']);
  });

  it('reports an unknown command', () => {
    expect(rules('frobnicate "x"')).toEqual(['1:command']);
  });

  it('reports an unknown function but not methods or strings', () => {
    expect(rules('x = notAFunction(1)\ny = x.notAFunction(2)\nprint "notAFunction(3)"')).toEqual([
      '1:function',
    ]);
  });

  it('reports a statement keyword used as a variable, loop variable or parameter name', () => {
    expect(rules('update = TimeSeries("BUSINESS")\nrun.x = 1\nfor set in items\n  print set\nnext')).toEqual([
      '1:keyword',
      '2:keyword',
      '3:keyword',
    ]);
    expect(rules('function margin(price, byref link)\n  margin = price\nend')).toEqual(['1:keyword']);
  });

  it('accepts keywords inside names and in the statements they start', () => {
    ok(
      'updated = 1\nrunDate = Date("2024-03-28")\nfor item in items\n  print item\nnext\nsave ${object:"PLANT_ROTTERDAM"}',
    );
  });
});

#!/bin/bash
# Session 16, the quiet re-run of run1's curves (issue 31) after the HTTP push-back (GLEANER_HTTP_IN_FLIGHT,
# GLEANER_HTTP_MAX_LAG_MS), the research-ask bound (GLEANER_RESEARCH_ASKS_IN_FLIGHT) and the 4096 accept
# queue: the same rates and steps as run1.sh, in the brief's order, started once the CI had finished.
# An operation is not started unless it can end before DEADLINE (the machine goes back to the final CI);
# the ones left out are logged as skipped. screenshot and scrape-js are not re-run (run1 measured them quiet).
cd /work/wt/c31b
export PATH=$PWD/.tools/node/bin:$PATH
LOG=bench/capacity/logs/run7.log
DEADLINE=$(date -u -d '2026-11-27 01:28:00' +%s)
run() { op=$1; minutes=$2; rates=$3; shift 3
  if [ $(( $(date -u +%s) + minutes * 60 )) -gt $DEADLINE ]; then
    echo "=== $op skipped $(date -u +%T): would not end by 01:28 UTC (~$minutes min)" >> $LOG; return; fi
  echo "=== $op start $(date -u +%T) $(uptime)" >> $LOG
  node bench/capacity/curve.mjs --op $op --rates $rates --seconds 10 "$@" >> $LOG 2>&1 < /dev/null
  rc=$?
  echo "=== $op end $(date -u +%T) rc=$rc $(uptime)" >> $LOG
}
run research-ask 5 2,8,32,64,128
run profile 5 100,250,500,1000,2000
run lists 3 100,250,500,1000,2000
run scrape-plain 4 2,8,32,64,128
run extract 3 1,2,4,8,16
run pdf 3 1,2,4,8,16
run monitor-check 3 1,4,16,32,64
echo ALLDONE >> $LOG

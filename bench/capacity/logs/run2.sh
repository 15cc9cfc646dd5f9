#!/bin/bash
# After run1: extensions, memory per render slot, then full_page monitors (logs beside this file);
# run3.sh, beside it at the same time, the schedules and api_response monitors.
cd /work/wt/c31
export PATH=$PWD/.tools/node/bin:$PATH
while kill -0 2254 2>/dev/null; do sleep 5; done
LOG=bench/capacity/logs/run2.log
mark() { echo "=== $1 $(date -u +%T) $(uptime)" >> $LOG; }
# Extensions of run1's curves that stopped short of the knee (op and rates, one a line, read now).
while read -r op rates; do
  [ -z "$op" ] && continue
  mark "$op extended $rates start"
  node bench/capacity/curve.mjs --op $op --rates $rates --seconds 10 --svg /tmp/c31-$op-ext.svg --json bench/capacity/results/$op-extended.json >> $LOG 2>&1 < /dev/null
  mark "$op extended end rc=$?"
done < bench/capacity/logs/extend.txt
for rc in 1 2 4; do
  mark "screenshot rc$rc start"
  node bench/capacity/curve.mjs --op screenshot --rates 2,16 --seconds 10 --topologies embedded --render-concurrency $rc --svg /tmp/c31-rc$rc.svg --json bench/capacity/results/screenshot-slots-rc$rc.json >> $LOG 2>&1
  mark "screenshot rc$rc end rc=$?"
done
mark "monitors full_page 10000 start"
node bench/monitoring/checks.mjs --mode load --type full_page --monitors 10000 --duration-s 330 >> $LOG 2>&1
mark "monitors full_page end rc=$?"
echo ALLDONE >> $LOG

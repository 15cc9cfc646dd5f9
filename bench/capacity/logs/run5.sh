#!/bin/bash
# full_page monitors again at 2 render slots (checks.mjs sets min(concurrency, 4): 4 slots crashed the process).
cd /work/wt/c31
export PATH=$PWD/.tools/node/bin:$PATH
LOG=bench/capacity/logs/run5.log
mark() { echo "=== $1 $(date -u +%T) $(uptime)" >> $LOG; }
mark "monitors full_page 5000 concurrency 2 start"
node bench/monitoring/checks.mjs --mode load --type full_page --monitors 5000 --duration-s 320 --concurrency 2 >> $LOG 2>&1
mark "monitors full_page end rc=$?"
echo ALLDONE >> $LOG

#!/bin/bash
# Beside run1's last curves and run2: the scheduler's capacity (store-bound; the load is stated).
cd /work/wt/c31
export PATH=$PWD/.tools/node/bin:$PATH
LOG=bench/capacity/logs/run3.log
mark() { echo "=== $1 $(date -u +%T) $(uptime)" >> $LOG; }
mark "due-burst 100000 start"
node bench/schedules/due-burst.mjs --schedules 100000 --sides ours --lead 180 --timeout 600 --timeline >> $LOG 2>&1
mark "due-burst end rc=$?"
mark "monitors api_response 50000 start"
node bench/monitoring/checks.mjs --mode load --type api_response --monitors 50000 --duration-s 330 >> $LOG 2>&1
mark "monitors api_response end rc=$?"
echo ALLDONE >> $LOG

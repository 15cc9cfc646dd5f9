#!/bin/bash
# After run3 (whose due-burst failed on a script bug, fixed): 100,000 schedules due at once.
cd /work/wt/c31
export PATH=$PWD/.tools/node/bin:$PATH
while kill -0 31693 2>/dev/null; do sleep 5; done
LOG=bench/capacity/logs/run4.log
mark() { echo "=== $1 $(date -u +%T) $(uptime)" >> $LOG; }
mark "due-burst 100000 start"
node bench/schedules/due-burst.mjs --schedules 100000 --sides ours --lead 240 --timeout 600 --timeline >> $LOG 2>&1
mark "due-burst end rc=$?"
echo ALLDONE >> $LOG

#!/bin/bash
cd /work/wt/c31
export PATH=$PWD/.tools/node/bin:$PATH
LOG=bench/capacity/logs/run1.log
run() { op=$1; rates=$2; shift 2
  echo "=== $op start $(date -u +%T) $(uptime)" >> $LOG
  node bench/capacity/curve.mjs --op $op --rates $rates --seconds 10 "$@" >> $LOG 2>&1
  echo "=== $op end $(date -u +%T) rc=$? $(uptime)" >> $LOG
}
run screenshot 1,2,4,8,16
run scrape-js 1,2,4,8,16
run pdf 1,2,4,8,16
run extract 1,2,4,8,16
run scrape-plain 2,8,32,64,128
run monitor-check 1,4,16,32,64
run research-ask 2,8,32,64,128
run profile 100,250,500,1000,2000
run lists 100,250,500,1000,2000
echo ALLDONE >> $LOG

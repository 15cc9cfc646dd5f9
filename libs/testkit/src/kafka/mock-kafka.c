/*
 * The tests' Kafka stand-in: librdkafka's mock cluster (Debian's librdkafka-dev ships rdkafka_mock.h).
 * Usage: mock-kafka <brokers> [topic:partitions ...]
 * Starts <brokers> mock brokers on 127.0.0.1 (random ports), pre-creates the topics named, prints
 * the bootstrap list ("127.0.0.1:p1,127.0.0.1:p2") on one line, and runs until SIGTERM or SIGINT
 * (or until its parent dies). Compiled by startKafkaStandIn (kafka-stand-in.ts) with gcc.
 * Outages: the lines "down" and "up" on stdin take every broker down (connections closed, new ones
 * refused) and bring it back on the same address, with the cluster's topics, messages and committed
 * offsets kept; each command is answered with a line "ok <command>" (or "error <command>: <why>").
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>

static rd_kafka_mock_cluster_t *cluster;
static int broker_count;

/* Reads "down" / "up" lines from stdin until it closes; answers each on stdout. */
static void *read_commands(void *unused) {
  (void)unused;
  char line[64];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = '\0';
    int down = strcmp(line, "down") == 0;
    if (!down && strcmp(line, "up") != 0) {
      printf("error %s: unknown command (want down or up)\n", line);
      fflush(stdout);
      continue;
    }
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
    /* Brokers are numbered from 1; each is taken down or up by its id. */
    for (int id = 1; id <= broker_count && !err; id++)
      err = down ? rd_kafka_mock_broker_set_down(cluster, id) : rd_kafka_mock_broker_set_up(cluster, id);
    if (err) printf("error %s: %s\n", line, rd_kafka_err2str(err));
    else printf("ok %s\n", line);
    fflush(stdout);
  }
  return NULL;
}

int main(int argc, char **argv) {
  char errstr[512];
  if (argc < 2) {
    fprintf(stderr, "usage: %s <brokers> [topic:partitions ...]\n", argv[0]);
    return 2;
  }
  int brokers = atoi(argv[1]);
  if (brokers < 1) {
    fprintf(stderr, "mock-kafka: broker count must be at least 1\n");
    return 2;
  }
  /* Die with the process that started us, so a crashed test run leaves no brokers behind. */
  prctl(PR_SET_PDEATHSIG, SIGTERM);

  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTERM);
  sigaddset(&stop, SIGINT);
  /* Blocked before librdkafka starts its threads, so they inherit the mask and sigwait gets it. */
  pthread_sigmask(SIG_BLOCK, &stop, NULL);

  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  if (rd_kafka_conf_set(conf, "log_level", "3", errstr, sizeof errstr) != RD_KAFKA_CONF_OK) {
    fprintf(stderr, "mock-kafka: %s\n", errstr);
    return 1;
  }
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) {
    fprintf(stderr, "mock-kafka: rd_kafka_new: %s\n", errstr);
    return 1;
  }
  rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(rk, brokers);
  if (!mc) {
    fprintf(stderr, "mock-kafka: could not start the mock cluster\n");
    rd_kafka_destroy(rk);
    return 1;
  }
  for (int i = 2; i < argc; i++) {
    char *arg = strdup(argv[i]);
    char *colon = strrchr(arg, ':');
    int partitions = 1;
    if (colon) {
      *colon = '\0';
      partitions = atoi(colon + 1);
    }
    if (!*arg || partitions < 1) {
      fprintf(stderr, "mock-kafka: bad topic argument '%s' (want topic:partitions)\n", argv[i]);
      return 2;
    }
    rd_kafka_resp_err_t err = rd_kafka_mock_topic_create(mc, arg, partitions, 1);
    if (err) {
      fprintf(stderr, "mock-kafka: topic %s: %s\n", arg, rd_kafka_err2str(err));
      return 1;
    }
    free(arg);
  }
  printf("%s\n", rd_kafka_mock_cluster_bootstraps(mc));
  fflush(stdout);
  cluster = mc;
  broker_count = brokers;
  pthread_t reader;
  pthread_create(&reader, NULL, read_commands, NULL);
  pthread_detach(reader);

  int sig = 0;
  sigwait(&stop, &sig);
  rd_kafka_mock_cluster_destroy(mc);
  rd_kafka_destroy(rk);
  return 0;
}

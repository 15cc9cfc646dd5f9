{{- define "gleaner.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "gleaner.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "gleaner.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
app.kubernetes.io/name: {{ include "gleaner.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{/* selector labels of one role: (dict "root" $ "role" "api") */}}
{{- define "gleaner.selector" -}}
app.kubernetes.io/name: {{ include "gleaner.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .role }}
{{- end -}}

{{- define "gleaner.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "gleaner.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "gleaner.secretName" -}}
{{- default (printf "%s-secrets" (include "gleaner.fullname" .)) .Values.existingSecret -}}
{{- end -}}

{{/* the program each role runs (apps/<dir>/dist/main.js) */}}
{{- define "gleaner.entry" -}}
{{- $dirs := dict "api" "api" "renderer" "renderer" "scheduler" "scheduler" "dispatcher" "dispatcher" -}}
{{- printf "apps/%s/dist/main.js" (get $dirs .) -}}
{{- end -}}

{{/*
Refuses to render a Secret holding a placeholder: (dict "name" "secrets.adminToken" "value" $v "required" true).
A required value must be set and at least 16 characters; no value may be a known placeholder
(change-me and the like: what example files ship) or contain one (a URI's password).
*/}}
{{- define "gleaner.realSecret" -}}
{{- $v := .value | default "" | toString -}}
{{- $hint := "generate one: openssl rand -hex 32; or set existingSecret to a Secret you made (docs/operations.md)" -}}
{{- if and .required (not $v) -}}
{{- fail (printf "%s is required (or existingSecret): %s" .name $hint) -}}
{{- end -}}
{{- if $v -}}
{{- $lower := lower $v -}}
{{- range $p := list "change-me" "changeme" "change_me" "replace-me" "replaceme" "placeholder" "example-secret" "your-secret" -}}
{{- if contains $p $lower -}}
{{- fail (printf "%s holds the placeholder %q: %s" $.name $p $hint) -}}
{{- end -}}
{{- end -}}
{{- if has $lower (list "secret" "password" "admin" "token" "test" "example") -}}
{{- fail (printf "%s is a placeholder (%q): %s" .name $v $hint) -}}
{{- end -}}
{{- if and .required (lt (len $v) 16) -}}
{{- fail (printf "%s is too short (%d characters, at least 16): %s" .name (len $v) $hint) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Where a CA from a Secret is mounted: (dict "name" "kafka" "tls" .Values.kafka.tls) -> /etc/gleaner/kafka-ca/ca.crt */}}
{{- define "gleaner.caFile" -}}
{{- printf "/etc/gleaner/%s-ca/%s" .name (.tls.caKey | default "ca.crt") -}}
{{- end -}}

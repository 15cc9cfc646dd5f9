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

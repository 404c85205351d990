{{- define "pix.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}{{ .Release.Name | trunc 40 | trimSuffix "-" }}{{- else -}}{{ printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" }}{{- end -}}
{{- end -}}

{{- define "pix.labels" -}}
app.kubernetes.io/part-of: pix-gateway
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one service: (dict "root" $ "name" "charges") */}}
{{- define "pix.selector" -}}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/name: {{ .name }}
{{- end -}}

{{- define "pix.image" -}}
{{- $tag := .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{ printf "%s%s%s:%s" .root.Values.image.registry .root.Values.image.repositoryPrefix .name $tag }}
{{- end -}}

{{- define "pix.secretName" -}}
{{ .Values.existingSecret | default (printf "%s-secrets" (include "pix.fullname" .)) }}
{{- end -}}

{{/* The in-cluster gRPC address of a service, its headless Service: (dict "root" $ "name" "charges") */}}
{{- define "pix.grpcAddr" -}}
{{- $svc := index .root.Values.services .name -}}
{{ printf "%s-%s-grpc:%v" (include "pix.fullname" .root) .name $svc.grpcPort }}
{{- end -}}

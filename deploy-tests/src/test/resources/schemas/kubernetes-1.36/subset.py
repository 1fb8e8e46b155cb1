import json, sys
# The definitions of Kubernetes' OpenAPI (swagger.json) that the named kinds reach through $ref, without descriptions.
KINDS = {("", "v1", k) for k in ["Namespace", "ConfigMap", "Secret", "ServiceAccount", "Service"]} | {
    ("apps", "v1", "Deployment"), ("policy", "v1", "PodDisruptionBudget"),
    ("networking.k8s.io", "v1", "NetworkPolicy"), ("networking.k8s.io", "v1", "Ingress"),
    ("autoscaling", "v2", "HorizontalPodAutoscaler")}
swagger = json.load(open(sys.argv[1]))
defs = swagger["definitions"]
roots = [name for name, d in defs.items()
         if any((g["group"], g["version"], g["kind"]) in KINDS for g in d.get("x-kubernetes-group-version-kind", []))]
assert len(roots) == len(KINDS), roots
def strip(node):
    if isinstance(node, dict):
        return {k: strip(v) for k, v in node.items() if k != "description"}
    if isinstance(node, list):
        return [strip(v) for v in node]
    return node
def refs(node, out):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref":
                out.add(v.split("/")[-1])
            else:
                refs(v, out)
    elif isinstance(node, list):
        for v in node:
            refs(v, out)
keep, todo = set(), list(roots)
while todo:
    name = todo.pop()
    if name in keep:
        continue
    keep.add(name)
    found = set(); refs(defs[name], found); todo.extend(found - keep)
out = {"swagger": swagger["swagger"], "info": swagger["info"],
       "definitions": {name: strip(defs[name]) for name in sorted(keep)}}
json.dump(out, open(sys.argv[2], "w"), indent=1, sort_keys=True)
print(len(keep), "definitions")

# Counts the explicit sites of `ax-lsp ids --format json` by what their values are: a value,
# only templates, or a bare catch-all (a template with no literal part). Usage:
#   ax-lsp ids APP --format json --quiet > ids.json; python3 template_sites.py ids.json explicit [-v]
import json,re,sys
from collections import defaultdict,Counter
d=json.load(open(sys.argv[1]))
items=d["identifiers"]
conv=sys.argv[2] if len(sys.argv)>2 else None
sites=defaultdict(list)
for i in items:
    if conv and not i["convention"].startswith(conv): continue
    sites[(i["file"],i["line"])].append(i)
bare=0;templ=0;conc=0
bares=[]
for k,v in sites.items():
    vals=[i["identifier"] for i in v]
    if any(re.fullmatch(r"\{[^{}]*\}",x) or re.fullmatch(r"\{.*\}",x,re.S) and x.count("{")==1 for x in vals): bare+=1; bares.append((k,vals[0],v[0].get("note")))
    elif all("{" in x for x in vals): templ+=1
    else: conc+=1
print(f"sites {len(sites)}: with a value {conc}, template only {templ}, bare catch-all {bare} ({100*bare/max(1,len(sites)):.1f}%)")
if "-v" in sys.argv:
    for b in bares: print("  ",b)

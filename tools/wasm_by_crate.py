"""What a wasm bundle holds, by crate (docs/PERFORMANCE.md): `python3 tools/wasm_by_crate.py
FILE.wasm`, on a bundle that kept its function names (wasm-bindgen, then wasm-opt -Oz -g:
see docs/PERFORMANCE.md), with twiggy (`cargo install twiggy`). Code and data bytes before
gzip; our own crate split by module (jjak::ui, jjak::play, ...)."""
import csv, sys, re, subprocess, collections
wasm = sys.argv[1]
out = subprocess.run(['twiggy','top','-n','1000000','--format','csv',wasm],capture_output=True,text=True).stdout
rows = list(csv.DictReader(out.splitlines()))
agg = collections.Counter()
total = 0
for r in rows:
    name = r['Name']; size = int(r['ShallowSize'])
    if name.startswith('custom section') or 'subsection' in name: continue
    total += size
    n = name
    n = re.sub(r'^<', '', n)
    m = re.match(r'([A-Za-z_][A-Za-z0-9_]*)(\[[0-9a-f]+\])?::([A-Za-z_][A-Za-z0-9_]*)', n)
    if name.startswith('data segment'): key='(data)'
    elif m:
        crate=m.group(1)
        if crate in ('jjak',): key='jjak::'+m.group(3)
        else: key=crate
    elif name.startswith('code['): key='(unnamed code)'
    else: key='(other: '+name.split(' ')[0]+')'
    agg[key]+=size
for k,v in agg.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 40):
    print(f"{v:9d} {100*v/total:5.1f}%  {k}")
print(f"{total:9d} total (code and data, custom sections left out)")

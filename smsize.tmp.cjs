const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const [js,map]=process.argv.slice(2);
const code=fs.readFileSync(js,'utf8');const lines=code.split('\n');
const c=new SourceMapConsumer(JSON.parse(fs.readFileSync(map,'utf8')));
const sizes={};let prev=null;
c.eachMapping(m=>{ if(prev){ if(prev.generatedLine===m.generatedLine){const n=m.generatedColumn-prev.generatedColumn; const k=prev.source||'?'; sizes[k]=(sizes[k]||0)+n;} } prev=m;});
const out=Object.entries(sizes).sort((a,b)=>b[1]-a[1]);
for(const [k,v] of out) console.log(v+'\t'+k.replace(/^webpack:\/\/[^/]*\//,''));

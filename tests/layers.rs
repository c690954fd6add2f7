//! The server's folders are layers (docs/ARCHITECTURE.md, "The map"): each
//! imports only from the layers below it, every module it names has a
//! layer, no files import one another in a cycle, only the composition root
//! (`app`) reaches the HTTP layer, and only the core (`game`) calls the
//! store's writes.
//!
//! The sources are parsed as Rust (`syn`): every `use` tree (groups, nested
//! groups, `self`, renames, globs, `pub use`), every path in code, and the
//! paths in macros' and attributes' tokens, each resolved from the module it
//! is written in (`crate::`, `super::`, `self::`, a name brought in by a
//! `use`) and followed through re-exports to the file that defines it. The
//! checker runs on in-memory sources too: the tests at the end plant each
//! kind of violation and see it found.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit::Visit;

/// The top-level modules of `src/` by layer, lowest first. A module may
/// import from its own layer's modules (as long as no cycle forms) and from
/// any layer below; the engine crate's modules, re-exported at the root, are
/// below them all.
const LAYERS: &[&[&str]] = &[
    &[
        "audit",
        "bots",
        "catalog",
        "engine",
        "fairness",
        "human",
        "lowerhex",
        "ratings",
        "signature",
        "transparency",
    ],
    &[
        "config",
        "clock",
        "logging",
        "metrics",
        "healthcheck",
        "verify",
    ],
    &["store"],
    &["game"],
    &["workers", "export", "monitor"],
    &["http"],
    &["app"],
];

/// The layer that alone may call the store's writes (besides the store).
const CORE: &str = "game";

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

type ModPath = Vec<String>;

/// What one module (a file, or an inline `mod { … }` in one) declares.
#[derive(Default)]
struct Module {
    /// The file it is written in, relative to the crate's `src/`.
    file: String,
    /// Names brought in by `use` (the last segment, or the rename), with the
    /// path as written.
    uses: BTreeMap<String, ModPath>,
    /// `use …::*`, as written.
    globs: Vec<ModPath>,
    /// Items defined here (functions, types, constants, macros…).
    items: BTreeSet<String>,
    /// Child modules.
    children: BTreeSet<String>,
    /// Constants' string literals, joined (to read the SQL they hold).
    const_text: BTreeMap<String, String>,
}

/// A path named in a file.
struct Ref {
    file: String,
    /// The module whose scope the path is written in.
    scope: ModPath,
    path: ModPath,
    line: usize,
    /// Written under `#[cfg(test)]`.
    test: bool,
}

/// Where a path leads: an item of this crate (the module that defines it,
/// and the rest of the path), or something outside it.
#[derive(Debug, PartialEq)]
enum Target {
    Local { module: ModPath, rest: ModPath },
    External(ModPath),
}

struct Crate {
    modules: BTreeMap<ModPath, Module>,
    refs: Vec<Ref>,
    /// Functions' bodies, by module and name (for the store's writes).
    fns: Vec<(ModPath, String, syn::Block)>,
}

fn module_path_of(file: &str) -> ModPath {
    let stem = file.strip_suffix(".rs").unwrap_or(file);
    let mut parts: ModPath = stem.split('/').map(str::to_owned).collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn ident_path(path: &syn::Path) -> ModPath {
    path.segments.iter().map(|s| s.ident.to_string()).collect()
}

/// Every path of a `use` tree: (the name it binds or `None` for a glob, the
/// path as written).
fn flatten_use(
    tree: &syn::UseTree,
    prefix: &mut ModPath,
    out: &mut Vec<(Option<String>, ModPath)>,
) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            flatten_use(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            if name == "self" {
                if let Some(last) = prefix.last() {
                    out.push((Some(last.clone()), prefix.clone()));
                }
            } else {
                let mut path = prefix.clone();
                path.push(name.clone());
                out.push((Some(name), path));
            }
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            let name = r.ident.to_string();
            if name != "self" {
                path.push(name);
            }
            out.push((Some(r.rename.to_string()), path));
        }
        syn::UseTree::Glob(_) => out.push((None, prefix.clone())),
        syn::UseTree::Group(g) => {
            for item in &g.items {
                flatten_use(item, prefix, out);
            }
        }
    }
}

/// The paths that start with `crate`, `super` or `self` in tokens that do
/// not parse as expressions (macro definitions, attributes); `$crate` is
/// another crate's root.
fn token_paths(tokens: TokenStream, out: &mut Vec<(ModPath, usize)>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Group(g) => token_paths(g.stream(), out),
            TokenTree::Ident(id)
                if matches!(id.to_string().as_str(), "crate" | "super" | "self")
                    && !(i > 0
                        && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$')) =>
            {
                let line = id.span().start().line;
                let mut path = vec![id.to_string()];
                let mut j = i + 1;
                while j + 2 < trees.len() {
                    let (TokenTree::Punct(a), TokenTree::Punct(b)) = (&trees[j], &trees[j + 1])
                    else {
                        break;
                    };
                    if a.as_char() != ':' || b.as_char() != ':' {
                        break;
                    }
                    let TokenTree::Ident(next) = &trees[j + 2] else {
                        break;
                    };
                    path.push(next.to_string());
                    j += 3;
                }
                if path.len() > 1 {
                    out.push((path, line));
                }
                i = j.max(i + 1);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// Collects the modules, the paths and the functions of one file.
struct Collector<'a> {
    file: String,
    scope: ModPath,
    test: bool,
    modules: &'a mut BTreeMap<ModPath, Module>,
    refs: &'a mut Vec<Ref>,
    fns: &'a mut Vec<(ModPath, String, syn::Block)>,
}

impl Collector<'_> {
    fn module(&mut self) -> &mut Module {
        let file = self.file.clone();
        self.modules
            .entry(self.scope.clone())
            .or_insert_with(|| Module {
                file,
                ..Module::default()
            })
    }

    fn push_ref(&mut self, path: ModPath, line: usize) {
        self.refs.push(Ref {
            file: self.file.clone(),
            scope: self.scope.clone(),
            path,
            line,
            test: self.test,
        });
    }

    fn declare(&mut self, name: String) {
        self.module().items.insert(name);
    }
}

fn string_literals(tokens: TokenStream, text: &mut String) {
    for tree in tokens {
        match tree {
            TokenTree::Group(g) => string_literals(g.stream(), text),
            TokenTree::Literal(lit) => {
                if let Ok(syn::Lit::Str(s)) = syn::parse_str::<syn::Lit>(&lit.to_string()) {
                    text.push_str(&s.value());
                    text.push(' ');
                }
            }
            _ => {}
        }
    }
}

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg") && attr.meta.to_token_stream().to_string().contains("test")
    })
}

impl<'ast> Visit<'ast> for Collector<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        let attrs: &[syn::Attribute] = match item {
            syn::Item::Mod(i) => &i.attrs,
            syn::Item::Fn(i) => &i.attrs,
            syn::Item::Use(i) => &i.attrs,
            syn::Item::Impl(i) => &i.attrs,
            syn::Item::Const(i) => &i.attrs,
            syn::Item::Struct(i) => &i.attrs,
            syn::Item::Macro(i) => &i.attrs,
            _ => &[],
        };
        let outer = self.test;
        self.test |= is_cfg_test(attrs);
        syn::visit::visit_item(self, item);
        self.test = outer;
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        let name = item.ident.to_string();
        self.module().children.insert(name.clone());
        if let Some((_, items)) = &item.content {
            self.scope.push(name);
            self.module();
            for attr in &item.attrs {
                self.visit_attribute(attr);
            }
            for inner in items {
                self.visit_item(inner);
            }
            self.scope.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut found = Vec::new();
        flatten_use(&item.tree, &mut Vec::new(), &mut found);
        let line = item.use_token.span.start().line;
        for (name, path) in found {
            match name {
                Some(name) if name != "_" => {
                    self.module().uses.insert(name, path.clone());
                }
                Some(_) => {}
                None => self.module().globs.push(path.clone()),
            }
            self.push_ref(path, line);
        }
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.declare(item.sig.ident.to_string());
        self.fns.push((
            self.scope.clone(),
            item.sig.ident.to_string(),
            (*item.block).clone(),
        ));
        syn::visit::visit_item_fn(self, item);
    }

    fn visit_item_const(&mut self, item: &'ast syn::ItemConst) {
        let name = item.ident.to_string();
        let mut text = String::new();
        string_literals(item.expr.to_token_stream(), &mut text);
        self.module().const_text.insert(name.clone(), text);
        self.declare(name);
        syn::visit::visit_item_const(self, item);
    }

    fn visit_item_static(&mut self, item: &'ast syn::ItemStatic) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_static(self, item);
    }

    fn visit_item_struct(&mut self, item: &'ast syn::ItemStruct) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_struct(self, item);
    }

    fn visit_item_enum(&mut self, item: &'ast syn::ItemEnum) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_enum(self, item);
    }

    fn visit_item_union(&mut self, item: &'ast syn::ItemUnion) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_union(self, item);
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_trait(self, item);
    }

    fn visit_item_type(&mut self, item: &'ast syn::ItemType) {
        self.declare(item.ident.to_string());
        syn::visit::visit_item_type(self, item);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        if let Some(ident) = &item.ident {
            self.declare(ident.to_string());
        }
        syn::visit::visit_item_macro(self, item);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            let line = path
                .segments
                .first()
                .map_or(0, |s| s.ident.span().start().line);
            self.push_ref(ident_path(path), line);
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        // Most macros (`format!`, `vec!`, `assert!`…) take expressions.
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        match mac.parse_body_with(parser) {
            Ok(exprs) => {
                for expr in &exprs {
                    self.visit_expr(expr);
                }
            }
            Err(_) => {
                let mut found = Vec::new();
                token_paths(mac.tokens.clone(), &mut found);
                for (path, line) in found {
                    self.push_ref(path, line);
                }
            }
        }
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        let mut found = Vec::new();
        token_paths(attr.meta.to_token_stream(), &mut found);
        for (path, line) in found {
            self.push_ref(path, line);
        }
    }
}

impl Crate {
    /// Parses a crate's sources: (path relative to `src/`, text).
    fn parse(sources: &[(String, String)]) -> Crate {
        let mut modules = BTreeMap::new();
        let mut refs = Vec::new();
        let mut fns = Vec::new();
        for (file, text) in sources {
            let parsed = syn::parse_file(text).unwrap_or_else(|e| panic!("{file}: {e}"));
            let mut collector = Collector {
                file: file.clone(),
                scope: module_path_of(file),
                test: false,
                modules: &mut modules,
                refs: &mut refs,
                fns: &mut fns,
            };
            collector.module();
            collector.visit_file(&parsed);
        }
        Crate { modules, refs, fns }
    }

    fn read(src: &Path) -> Crate {
        fn walk(dir: &Path, src: &Path, found: &mut Vec<(String, String)>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, src, found);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    let relative = path.strip_prefix(src).unwrap().to_str().unwrap();
                    found.push((relative.to_owned(), std::fs::read_to_string(&path).unwrap()));
                }
            }
        }
        let mut sources = Vec::new();
        walk(src, src, &mut sources);
        // `main.rs` is a crate of its own (the binary), using this one by name.
        sources.retain(|(file, _)| file != "main.rs");
        sources.sort();
        Crate::parse(&sources)
    }

    /// A path as written in `scope`, from the crate's root (`crate`, …) or
    /// outside the crate; names brought in by `use` are replaced by what
    /// they stand for.
    fn expand(&self, scope: &[String], path: &[String], depth: usize) -> ModPath {
        let Some(first) = path.first() else {
            return vec![];
        };
        if depth > 32 {
            return path.to_vec();
        }
        let mut absolute: ModPath = vec!["crate".into()];
        match first.as_str() {
            "crate" => {
                absolute.extend_from_slice(&path[1..]);
                return absolute;
            }
            "self" => {
                absolute.extend_from_slice(scope);
                absolute.extend_from_slice(&path[1..]);
                return absolute;
            }
            "super" => {
                let ups = path.iter().take_while(|s| *s == "super").count();
                absolute.extend_from_slice(&scope[..scope.len().saturating_sub(ups)]);
                absolute.extend_from_slice(&path[ups..]);
                return absolute;
            }
            _ => {}
        }
        let Some(module) = self.modules.get(scope) else {
            return path.to_vec();
        };
        if module.children.contains(first) || module.items.contains(first) {
            absolute.extend_from_slice(scope);
            absolute.extend_from_slice(path);
            return absolute;
        }
        if let Some(target) = module.uses.get(first) {
            // `use x;` of a crate by its own name stands for itself.
            if target.len() > 1 || target[0] != *first {
                let mut expanded = self.expand(scope, target, depth + 1);
                expanded.extend_from_slice(&path[1..]);
                return expanded;
            }
        }
        for glob in &module.globs {
            let base = self.expand(scope, glob, depth + 1);
            if base.first().is_some_and(|s| s == "crate") {
                if let Some(inner) = self.modules.get(&base[1..]) {
                    if inner.children.contains(first)
                        || inner.items.contains(first)
                        || inner.uses.contains_key(first)
                    {
                        let mut expanded = base;
                        expanded.extend_from_slice(path);
                        return expanded;
                    }
                }
            }
        }
        path.to_vec()
    }

    /// Where a path from the crate's root leads, through re-exports.
    fn locate(&self, path: &[String], depth: usize) -> Target {
        self.locate_via(path, depth, &mut Vec::new())
    }

    /// [`Crate::locate`], noting the modules whose `use` it went through.
    fn locate_via(&self, path: &[String], depth: usize, via: &mut Vec<ModPath>) -> Target {
        let mut module: ModPath = vec![];
        for (at, segment) in path.iter().enumerate() {
            let here = &self.modules[&module];
            let mut child = module.clone();
            child.push(segment.clone());
            if here.children.contains(segment) && self.modules.contains_key(&child) {
                module = child;
                continue;
            }
            if !here.items.contains(segment) && depth < 32 {
                let through = here.uses.get(segment).map(|target| {
                    let mut expanded = self.expand(&module, target, 0);
                    expanded.extend_from_slice(&path[at + 1..]);
                    expanded
                });
                let through = through.or_else(|| {
                    here.globs.iter().find_map(|glob| {
                        let base = self.expand(&module, glob, 0);
                        let inner = self.modules.get(base.get(1..)?)?;
                        (base[0] == "crate"
                            && (inner.children.contains(segment)
                                || inner.items.contains(segment)
                                || inner.uses.contains_key(segment)))
                        .then(|| {
                            let mut expanded = base;
                            expanded.extend_from_slice(&path[at..]);
                            expanded
                        })
                    })
                });
                if let Some(expanded) = through {
                    via.push(module);
                    return if expanded[0] == "crate" {
                        self.locate_via(&expanded[1..], depth + 1, via)
                    } else {
                        Target::External(expanded)
                    };
                }
            }
            // Defined here (or made here by a macro).
            return Target::Local {
                module,
                rest: path[at..].to_vec(),
            };
        }
        Target::Local {
            module,
            rest: vec![],
        }
    }

    /// Where a path written in `scope` leads.
    fn resolve(&self, scope: &[String], path: &[String]) -> Target {
        let expanded = self.expand(scope, path, 0);
        if expanded.first().is_some_and(|s| s == "crate") {
            self.locate(&expanded[1..], 0)
        } else {
            Target::External(expanded)
        }
    }

    fn file_of(&self, module: &[String]) -> &str {
        &self.modules[module].file
    }

    /// File → the other files of the crate it names, with a line each:
    /// outside tests, and leaving out what a folder's own file (`mod.rs`)
    /// names in the files under it, which it declares and wires (the
    /// files under it naming it count).
    fn file_graph(&self) -> BTreeMap<String, BTreeMap<String, usize>> {
        let mut graph: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
        for module in self.modules.values() {
            graph.entry(module.file.clone()).or_default();
        }
        let module_of_file: BTreeMap<&str, &ModPath> = self
            .modules
            .iter()
            .filter(|(path, m)| module_path_of(&m.file) == **path)
            .map(|(path, m)| (m.file.as_str(), path))
            .collect();
        for r in self.refs.iter().filter(|r| !r.test) {
            let expanded = self.expand(&r.scope, &r.path, 0);
            if expanded.first().is_none_or(|s| s != "crate") {
                continue;
            }
            // The file that defines the item, and each file whose `use`
            // the path goes through on the way.
            let mut via = Vec::new();
            if let Target::Local { module, .. } = self.locate_via(&expanded[1..], 0, &mut via) {
                via.push(module);
            }
            for module in via {
                let file = self.file_of(&module);
                let from = module_of_file[r.file.as_str()];
                let to = module_of_file[file];
                if file != r.file && !to.starts_with(from) {
                    graph
                        .get_mut(&r.file)
                        .unwrap()
                        .entry(file.to_owned())
                        .or_insert(r.line);
                }
            }
        }
        graph
    }

    /// The store's functions that write (`INSERT`, `UPDATE`, `DELETE`, by
    /// diesel's builders or in SQL text, by a call of a database function
    /// that writes, or through another such function of the store), as
    /// paths from the root.
    fn store_writes(&self) -> BTreeSet<ModPath> {
        let sql = regex::Regex::new(
            r"(?i)\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+\S+(\s+(as\s+)?[a-z_]+)?\s+set\b",
        )
        .unwrap();
        let calls_a_writer = database_functions_that_write(&sql);
        let in_store = |module: &ModPath| module.first().is_some_and(|m| m == "store");
        let mut writes = BTreeSet::new();
        let mut calls: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (module, name, block) in &self.fns {
            if !in_store(module) {
                continue;
            }
            let mut me = module.clone();
            me.push(name.clone());
            let mut text = String::new();
            string_literals(block.to_token_stream(), &mut text);
            let mut refs = Vec::new();
            let mut collector = Collector {
                file: self.modules[module].file.clone(),
                scope: module.clone(),
                test: false,
                modules: &mut BTreeMap::new(),
                refs: &mut refs,
                fns: &mut Vec::new(),
            };
            collector.visit_block(block);
            let mut writes_here = sql.is_match(&text)
                || calls_a_writer
                    .as_ref()
                    .is_some_and(|call| call.is_match(&text));
            for r in &refs {
                match self.resolve(&r.scope, &r.path) {
                    Target::External(path) => {
                        let builder = path.first().is_some_and(|c| c == "diesel")
                            && path.last().is_some_and(|f| {
                                matches!(f.as_str(), "insert_into" | "update" | "delete")
                            });
                        writes_here |= builder;
                    }
                    Target::Local { module, rest } if in_store(&module) && rest.len() == 1 => {
                        let constant = self.modules[&module].const_text.get(&rest[0]);
                        writes_here |= constant.is_some_and(|text| {
                            sql.is_match(text)
                                || calls_a_writer
                                    .as_ref()
                                    .is_some_and(|call| call.is_match(text))
                        });
                        let mut callee = module.clone();
                        callee.push(rest[0].clone());
                        calls.entry(me.clone()).or_default().insert(callee);
                    }
                    Target::Local { .. } => {}
                }
            }
            if writes_here {
                writes.insert(me);
            }
        }
        loop {
            let more: Vec<ModPath> = calls
                .iter()
                .filter(|(caller, callees)| {
                    !writes.contains(*caller) && callees.iter().any(|c| writes.contains(c))
                })
                .map(|(caller, _)| caller.clone())
                .collect();
            if more.is_empty() {
                return writes;
            }
            writes.extend(more);
        }
    }
}

/// The strongly connected files of a graph that hold more than one file.
fn cycles(graph: &BTreeMap<String, BTreeMap<String, usize>>) -> Vec<Vec<String>> {
    // Tarjan's algorithm.
    struct State<'g> {
        graph: &'g BTreeMap<String, BTreeMap<String, usize>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    fn connect<'g>(node: &'g str, s: &mut State<'g>) {
        let at = s.index.len();
        s.index.insert(node, at);
        s.low.insert(node, at);
        s.stack.push(node);
        s.on_stack.insert(node);
        for next in s.graph.get(node).into_iter().flat_map(BTreeMap::keys) {
            let next = next.as_str();
            if !s.index.contains_key(next) {
                connect(next, s);
                let low = s.low[next].min(s.low[node]);
                s.low.insert(node, low);
            } else if s.on_stack.contains(next) {
                let low = s.index[next].min(s.low[node]);
                s.low.insert(node, low);
            }
        }
        if s.low[node] == s.index[node] {
            let mut component = Vec::new();
            loop {
                let top = s.stack.pop().unwrap();
                s.on_stack.remove(top);
                component.push(top.to_owned());
                if top == node {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !state.index.contains_key(node.as_str()) {
            connect(node, &mut state);
        }
    }
    state.found.sort();
    state.found
}

/// Each file cycle, with the imports that close it.
fn cycle_faults(graph: &BTreeMap<String, BTreeMap<String, usize>>) -> Vec<String> {
    cycles(graph)
        .into_iter()
        .map(|files| {
            let edges: Vec<String> = files
                .iter()
                .flat_map(|from| {
                    graph[from]
                        .iter()
                        .filter(|(to, _)| files.contains(to))
                        .map(move |(to, line)| format!("{from}:{line} → {to}"))
                })
                .collect();
            format!("files in a cycle: {}", edges.join(", "))
        })
        .collect()
}

/// What is wrong with the server crate's layering, by kind.
#[derive(Debug, Default)]
struct Faults {
    unplaced: Vec<String>,
    upward: Vec<String>,
    http_importers: Vec<String>,
    module_cycles: Vec<String>,
    file_cycles: Vec<String>,
    store_writes: Vec<String>,
}

impl Faults {
    fn all(&self) -> Vec<String> {
        [
            &self.unplaced,
            &self.upward,
            &self.http_importers,
            &self.module_cycles,
            &self.file_cycles,
            &self.store_writes,
        ]
        .into_iter()
        .flatten()
        .cloned()
        .collect()
    }
}

fn check(krate: &Crate) -> Faults {
    let mut faults = Faults::default();
    let mut unplaced: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for module in krate.modules.keys() {
        if let Some(top) = module.first() {
            if layer_of(top).is_none() {
                unplaced.entry(top.clone()).or_default();
            }
        }
    }
    let writes = krate.store_writes();
    let mut module_graph: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    let mut seen = BTreeSet::new();
    for r in &krate.refs {
        let Some(top) = r.scope.first() else {
            continue; // the crate's root wires everything
        };
        let expanded = krate.expand(&r.scope, &r.path, 0);
        if expanded.first().is_none_or(|s| s != "crate") {
            continue;
        }
        let Some(imported) = expanded.get(1) else {
            continue;
        };
        let at = format!("{}:{}", r.file, r.line);
        let Some(imported_layer) = layer_of(imported) else {
            let sites = unplaced.entry(imported.clone()).or_default();
            if !sites.contains(&at) {
                sites.push(at);
            }
            continue;
        };
        if imported != top {
            module_graph
                .entry(top.clone())
                .or_default()
                .entry(imported.clone())
                .or_insert(0);
            let key = (r.file.clone(), imported.clone());
            if layer_of(top).is_some_and(|layer| imported_layer > layer) && seen.insert(key.clone())
            {
                faults
                    .upward
                    .push(format!("{top} imports {imported}: {at}"));
            }
            if imported == "http" && top != "app" && seen.insert((key.0, "http!".into())) {
                faults
                    .http_importers
                    .push(format!("{top} imports http: {at}"));
            }
        }
        if top != "store" && top != CORE {
            if let Target::Local { module, rest } = krate.locate(&expanded[1..], 0) {
                if let Some(name) = rest.first() {
                    let mut function = module;
                    function.push(name.clone());
                    if writes.contains(&function)
                        && seen.insert((r.file.clone(), function.join("::")))
                    {
                        faults.store_writes.push(format!(
                            "{top} calls the store's write {}: {at}",
                            function.join("::")
                        ));
                    }
                }
            }
        }
    }
    faults.store_writes.dedup();
    faults.unplaced = unplaced
        .into_iter()
        .map(|(module, sites)| match sites.len() {
            0 => format!("{module} (a module of src/)"),
            n => format!(
                "{module} (named at {n} sites: {}{})",
                sites[..n.min(3)].join(", "),
                if n > 3 { ", …" } else { "" }
            ),
        })
        .collect();
    faults.module_cycles = cycle_faults(&module_graph)
        .into_iter()
        .map(|c| c.replace("files in a cycle", "top-level modules in a cycle"))
        .collect();
    faults.file_cycles = cycle_faults(&krate.file_graph());
    faults
}

fn server() -> Crate {
    Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// A pattern matching a call of any database function the migrations
/// create whose body writes (matches `write`); `None` when there is none.
fn database_functions_that_write(write: &regex::Regex) -> Option<regex::Regex> {
    let migrations = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let function = regex::Regex::new(
        r"(?is)create\s+(?:or\s+replace\s+)?function\s+(\w+)\s*\(.*?\$\$(.*?)\$\$",
    )
    .unwrap();
    let mut names = Vec::new();
    for entry in std::fs::read_dir(migrations).unwrap() {
        let up = entry.unwrap().path().join("up.sql");
        let Ok(sql) = std::fs::read_to_string(up) else {
            continue;
        };
        for found in function.captures_iter(&sql) {
            if write.is_match(&found[2]) {
                names.push(regex::escape(&found[1]));
            }
        }
    }
    (!names.is_empty())
        .then(|| regex::Regex::new(&format!(r"(?i)\b(?:{})\s*\(", names.join("|"))).unwrap())
}

fn engine() -> Crate {
    Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src"))
}

fn assert_none(what: &str, faults: &[String]) {
    assert!(faults.is_empty(), "{what}:\n{}", faults.join("\n"));
}

#[test]
fn every_module_named_has_a_layer() {
    assert_none(
        "place these in LAYERS (and in docs/ARCHITECTURE.md's map)",
        &check(&server()).unplaced,
    );
}

#[test]
fn no_module_imports_from_a_layer_above_it() {
    assert_none("imports that point up", &check(&server()).upward);
}

#[test]
fn only_the_composition_root_imports_the_http_layer() {
    assert_none(
        "outside src/http and src/app",
        &check(&server()).http_importers,
    );
}

#[test]
fn the_top_level_modules_import_one_another_without_a_cycle() {
    assert_none("import cycles", &check(&server()).module_cycles);
}

#[test]
fn no_files_import_one_another_in_a_cycle() {
    let mut faults = check(&server()).file_cycles;
    faults.extend(
        cycle_faults(&engine().file_graph())
            .into_iter()
            .map(|f| format!("crates/engine: {f}")),
    );
    assert_none("file-level import cycles", &faults);
}

#[test]
fn only_the_core_calls_the_stores_writes() {
    let server = server();
    let writes = server.store_writes();
    // The checker must see the writes it guards, or it guards nothing.
    for known in [
        ["store", "players", "insert"],
        ["store", "games", "write_step"],
        ["store", "outbox", "deliver"],
    ] {
        let known: ModPath = known.iter().map(|s| s.to_string()).collect();
        assert!(writes.contains(&known), "{known:?} not seen as a write");
    }
    assert_none(
        "store writes outside src/game (and src/store)",
        &check(&server).store_writes,
    );
}

#[test]
fn the_http_layer_names_no_database_crate() {
    let server = server();
    let found: Vec<String> = server
        .refs
        .iter()
        .filter(|r| r.scope.first().is_some_and(|m| m == "http"))
        // As written: the store's own types (its connection, for reads) are
        // the store's to name.
        .filter_map(|r| match server.expand(&r.scope, &r.path, 0) {
            path if path.first().is_some_and(|c| {
                matches!(c.as_str(), "diesel" | "diesel_async" | "tokio_postgres")
            }) =>
            {
                Some(format!("{}:{}: {}", r.file, r.line, path.join("::")))
            }
            _ => None,
        })
        .collect();
    assert_none("database crates in the HTTP layer", &found);
}

// The checker on planted sources.

fn planted(extra: &[(&str, &str)]) -> Faults {
    let mut sources: BTreeMap<String, String> = [
        ("lib.rs", "pub mod store; pub mod game; pub mod http; pub mod app;\npub use referee_engine::{engine, audit};"),
        ("store/mod.rs", "pub mod games;\npub mod players;\npub use diesel_async::AsyncPgConnection;"),
        (
            "store/games.rs",
            "use diesel::RunQueryDsl;\n\
             const WRITE: &str = concat!(\"UPDATE games \", \"SET version = $1\");\n\
             pub async fn write_step(c: &mut C) { diesel::sql_query(WRITE).execute(c) }\n\
             pub async fn read(c: &mut C) -> u8 { diesel::sql_query(\"SELECT 1 FOR UPDATE\").get_result(c) }\n\
             pub async fn start(c: &mut C) { write_step(c).await }",
        ),
        (
            "store/players.rs",
            "use diesel::{insert_into, RunQueryDsl};\n\
             pub async fn insert(c: &mut C) { insert_into(players::table).execute(c) }",
        ),
        (
            "game/mod.rs",
            "pub mod table;\npub mod error;\npub use error::Error;\nuse crate::store::{self, games};\n\
             pub async fn play(c: &mut store::AsyncPgConnection) { games::write_step(c).await }",
        ),
        ("game/error.rs", "use crate::engine::Rule;\npub struct Error;"),
        ("game/table.rs", "use super::Error;\npub fn join() -> Result<(), Error> { Ok(()) }"),
        (
            "http/mod.rs",
            "pub mod state;\npub mod games;\npub fn configure() { games::create(); }",
        ),
        ("http/state.rs", "pub struct AppState;"),
        (
            "http/games.rs",
            "use super::state::AppState;\nuse crate::{game::{self, table}, store::games::read};\n\
             pub fn create() { table::join(); game::play(); read(); }",
        ),
        ("app.rs", "use crate::http::configure;"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_owned(), t.to_owned()))
    .collect();
    for (file, text) in extra {
        sources.insert(file.to_string(), text.to_string());
    }
    check(&Crate::parse(&sources.into_iter().collect::<Vec<_>>()))
}

#[test]
fn planted_sources_without_a_violation_pass() {
    assert_eq!(planted(&[]).all(), Vec::<String>::new());
}

#[test]
fn a_grouped_import_up_a_layer_is_found() {
    let faults = planted(&[(
        "store/players.rs",
        "use crate::{engine::Rule, game::{error::{self as e}}};\npub fn insert() {}",
    )]);
    assert_eq!(
        faults.upward,
        ["store imports game: store/players.rs:1"],
        "{faults:?}"
    );
    // So is a path written out in code, and one in a macro's arguments.
    let faults = planted(&[("store/players.rs", "pub fn f() { crate::game::play(); }")]);
    assert_eq!(faults.upward, ["store imports game: store/players.rs:1"]);
    let faults = planted(&[(
        "store/players.rs",
        "pub fn f() { assert!(super::super::game::ok()); }",
    )]);
    assert_eq!(faults.upward, ["store imports game: store/players.rs:1"]);
    // And the HTTP layer named from below the root.
    let faults = planted(&[("game/table.rs", "pub use crate::http::{state::AppState};")]);
    assert_eq!(
        faults.http_importers,
        ["game imports http: game/table.rs:1"]
    );
}

#[test]
fn a_module_without_a_layer_is_found() {
    let faults = planted(&[(
        "game/table.rs",
        "use crate::{store, rumours::{Rumour as R}};\npub fn join() {}",
    )]);
    assert_eq!(
        faults.unplaced,
        ["rumours (named at 1 sites: game/table.rs:1)"]
    );
    let faults = planted(&[("oracle.rs", "pub fn f() {}")]);
    assert_eq!(faults.unplaced, ["oracle (a module of src/)"]);
}

#[test]
fn a_file_cycle_inside_a_folder_is_found() {
    let faults = planted(&[(
        "game/error.rs",
        "use super::{table::{self}};\npub struct Error;",
    )]);
    assert_eq!(
        faults.file_cycles,
        ["files in a cycle: game/error.rs:1 → game/table.rs, game/table.rs:1 → game/error.rs"],
        "`super::Error`, re-exported by game/mod.rs, leads to game/error.rs"
    );
    // Two files of one folder, one through a path in code.
    let faults = planted(&[(
        "http/state.rs",
        "pub struct AppState;\nfn f() { super::games::create() }",
    )]);
    assert_eq!(
        faults.file_cycles,
        ["files in a cycle: http/games.rs:1 → http/state.rs, http/state.rs:2 → http/games.rs"]
    );
    // A folder's own file wires the files under it: naming them is no cycle.
    assert_eq!(planted(&[]).file_cycles, Vec::<String>::new());
    // Tests may name any file of their folder.
    let faults = planted(&[(
        "http/state.rs",
        "pub struct AppState;\n#[cfg(test)]\nmod tests { use super::super::games; }",
    )]);
    assert_eq!(faults.file_cycles, Vec::<String>::new());
    // A top-level cycle within one layer.
    let faults = planted(&[
        ("lib.rs", "pub mod store; pub mod game; pub mod http; pub mod app; pub mod workers; pub mod export;"),
        ("workers.rs", "use crate::export::X;"),
        ("export.rs", "pub struct X; use crate::workers;"),
    ]);
    assert_eq!(faults.module_cycles.len(), 1, "{faults:?}");
}

#[test]
fn a_store_write_from_outside_the_core_is_found() {
    // Grouped, renamed, through `self`, and a write that calls a write.
    let faults = planted(&[(
        "http/games.rs",
        "use crate::{store::{self as db, players}};\n\
         pub fn create() {\n    db::games::start();\n    players::insert();\n    db::games::read();\n}",
    )]);
    assert_eq!(
        faults.store_writes,
        [
            "http calls the store's write store::games::start: http/games.rs:3",
            "http calls the store's write store::players::insert: http/games.rs:4",
        ]
    );
    // Imported by name, through a re-export.
    let faults = planted(&[
        (
            "store/mod.rs",
            "pub mod games;\npub mod players;\npub use games::write_step as write;",
        ),
        (
            "http/games.rs",
            "use crate::store::write;\npub fn create() { write() }",
        ),
    ]);
    assert_eq!(
        faults.store_writes,
        ["http calls the store's write store::games::write_step: http/games.rs:1"],
    );
}

// PROTOTYPE: what each primitive view and modifier does when the tree is evaluated.

import Foundation
@_spi(Harness) import UIKit

// MARK: - Dynamic properties (storage by tree position)

@usableFromInline final class _StateRef<Value> {
  var location: _Box<Value>
  weak var graph: _Graph?
  init(_ v: Value) { location = _Box(v) }
  func set(_ v: Value) {
    location.value = v
    MainActor.assumeIsolated { graph?.invalidate() }
  }
}

@usableFromInline final class _StateObjectRef<O: AnyObject> {
  let thunk: () -> O
  var _object: O?
  init(_ thunk: @escaping () -> O) { self.thunk = thunk }
  var object: O {
    guard let o = _object else { fatalError("harness: @StateObject read before the view was installed") }
    return o
  }
}

extension State: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) {
    if let loc = ctx.graph.storage[key] as? _Box<Value> { _ref.location = loc } else {
      ctx.graph.storage[key] = _ref.location
    }
    _ref.graph = ctx.graph
  }
}
extension StateObject: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) {
    if let o = ctx.graph.storage[key] as? ObjectType { _ref._object = o } else {
      let o = _ref.thunk()
      ctx.graph.storage[key] = o
      _ref._object = o
    }
  }
}
extension Environment: _HarnessDynamicProperty {
  func _bind(_ ctx: _Ctx, key: String) { _values.value = ctx.env }
}

// MARK: - Environment keys of the built-in values

struct _IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct _RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
struct _IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct _DismissSearchKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue = MainActor.assumeIsolated { DismissSearchAction(_action: {}) }
}
struct _OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction(handler: { _ in .systemAction })
}
extension EnvironmentValues {
  var _openURL: OpenURLAction {
    get { self[_OpenURLKey.self] }
    set { self[_OpenURLKey.self] = newValue }
  }
}

// MARK: - Text

extension Text {
  init(_content: _Content) { self._content = _content }
  func _resolve() -> String {
    switch _content {
    case .verbatim(let s): return s
    case .concat(let a, let b): return a._resolve() + b._resolve()
    case .key(let k):
      var format = _Strings.lookup(k._key) ?? k._key
      for arg in k._args {
        if let r = format.range(of: "%@") { format.replaceSubrange(r, with: arg) }
      }
      return format
    }
  }
}
extension Text: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let n = _AXNode(.staticText)
    n.label = _resolve()
    ctx.emit(n)
  }
}
extension Image: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let n = _AXNode(.image)
    n.label = _name
    ctx.emit(n)
  }
}
extension Color: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Rectangle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension RoundedRectangle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Circle: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Capsule: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Spacer: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension Divider: _PrimitiveView { func _render(_ ctx: _Ctx) {} }
extension EmptyView: _PrimitiveView { func _render(_ ctx: _Ctx) {} }

// MARK: - Structure

extension TupleView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    for (i, c) in Mirror(reflecting: value).children.enumerated() { _renderAny(c.value, ctx.child("\(i)")) }
  }
}
extension _ConditionalContent: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    switch _storage {
    case .t(let v): _renderView(v, ctx.child("T"))
    case .f(let v): _renderView(v, ctx.child("F"))
    }
  }
}
extension Optional: _PrimitiveView where Wrapped: View {
  func _render(_ ctx: _Ctx) { if let v = self { _renderView(v, ctx.child("some")) } }
}
extension AnyView: _PrimitiveView { func _render(_ ctx: _Ctx) { _render(ctx.child("any")) } }
extension Group: _PrimitiveView where Content: View {
  func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("g")) }
}
extension VStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("v")) } }
extension HStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("h")) } }
extension ZStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("z")) } }
extension LazyVStack: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("lv")) } }
extension ScrollView: _PrimitiveView { func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("sv")) } }

extension ForEach: _PrimitiveView where Content: View {
  func _render(_ ctx: _Ctx) {
    var seen = Set<AnyHashable>()
    for element in data {
      let id = _id(element)
      if !seen.insert(id).inserted { ctx.graph.log.append("ForEach: duplicate id \(id) at \(ctx.path)") }
      _renderView(content(element), ctx.child("[\(id)]"))
    }
  }
}

// MARK: - Lists

extension List: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_content, ctx.child("list").into(sink))
    let table = _AXNode(.table)
    for n in sink.nodes {
      if n.role == .cell || n.role == .other && n.isHeader { table.children.append(n); continue }
      let cell = _AXNode(.cell)
      cell.children = [n]
      table.children.append(cell)
    }
    ctx.emit(table)
  }
}
extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  func _render(_ ctx: _Ctx) {
    let h = _Sink()
    _renderView(_header, ctx.child("header").into(h))
    if !h.nodes.isEmpty {
      let header = _AXNode(.other)
      header.isHeader = true
      header.children = h.nodes
      ctx.emit(header)
    }
    let rows = _Sink()
    _renderView(_content, ctx.child("rows").into(rows))
    for n in rows.nodes {
      let cell = _AXNode(.cell)
      cell.children = [n]
      ctx.emit(cell)
    }
  }
}

// MARK: - Controls

extension Button: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_label, ctx.child("label").into(sink))
    let n = _AXNode(.button)
    n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    n.isEnabled = ctx.isEnabled
    let action = _action
    let enabled = ctx.isEnabled
    n.tap = { if enabled { action() } }
    ctx.emit(n)
  }
}

extension ProgressView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let n = _AXNode(.progressIndicator)
    if let l = _label {
      let sink = _Sink()
      _renderView(l, ctx.child("label").into(sink))
      n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    }
    if let v = _value { n.value = "\(Int((v * 100).rounded()))%" }
    ctx.emit(n)
  }
}

extension AsyncImage: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    // Never fetches: the phase stays `.empty` (the UI tests load no images).
    if let c = _content { _renderView(c(.empty), ctx.child("phase")) }
  }
}

// MARK: - Navigation

extension NavigationView: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let base = ctx.child("nav")
    var screens: [_Screen] = []
    var pushedBy: [_LinkRegistration] = []
    let s0 = _Screen()
    var c0 = base.into(s0.sink)
    c0.screen = s0
    c0.regs = ctx.regs.childCollector()
    s0.regs = c0.regs
    _renderView(_content, c0)
    screens.append(s0)
    var current = s0
    while screens.count < 40 {
      let active = current.links.filter { $0.isActive() }
      if active.count > 1 {
        ctx.graph.log.append("NavigationView: \(active.count) links active on one level at \(ctx.path)")
      }
      guard let link = active.first else { break }
      let s = _Screen()
      var c = ctx.child("nav").into(s.sink)
      c.path = link.path + "/destination"
      c.screen = s
      c.regs = ctx.regs.childCollector()
      s.regs = c.regs
      link.destination(c)
      screens.append(s)
      pushedBy.append(link)
      current = s
    }
    // Levels under the top one are off screen: their tasks and onAppear wait.
    for s in screens.dropLast() { s.regs?.hideAll() }
    let top = screens.last!
    let bar = _AXNode(.navigationBar)
    bar.identifier = top.title ?? ""
    bar.label = top.title ?? ""
    if screens.count > 1, let link = pushedBy.last {
      let back = _AXNode(.button)
      back.label = screens[screens.count - 2].title ?? "Back"
      back.identifier = "BackButton"
      back.tap = { link.setActive(false) }
      bar.children.append(back)
    }
    bar.children += top.leading
    if let f = top.searchField { bar.children.append(f) }
    bar.children += top.trailing
    ctx.emit(bar)
    ctx.sink.nodes += top.sink.nodes
    if !top.bottom.isEmpty {
      let tb = _AXNode(.toolbar)
      tb.children = top.bottom
      ctx.emit(tb)
    }
  }
}

extension NavigationLink: _PrimitiveView {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(_label, ctx.child("label").into(sink))
    let own = ctx.graph.storage[ctx.path + "#active"] as? _Box<Bool> ?? {
      let b = _Box(false)
      ctx.graph.storage[ctx.path + "#active"] = b
      return b
    }()
    ctx.graph.seen.insert(ctx.path)
    let binding = _isActive
    let graph = ctx.graph
    let setActive: (Bool) -> Void = { v in
      if let binding { binding.wrappedValue = v } else { own.value = v; graph.invalidate() }
    }
    let isActive: () -> Bool = { binding?.wrappedValue ?? own.value }
    let n = _AXNode(.button)
    n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")
    n.isEnabled = ctx.isEnabled
    let enabled = ctx.isEnabled
    n.tap = { if enabled { setActive(true) } }
    ctx.emit(n)
    let destination = _destination
    ctx.screen?.links.append(
      _LinkRegistration(
        path: ctx.path, isActive: isActive, setActive: setActive,
        destination: { c in _renderView(destination, c) }))
  }
}

// MARK: - Toolbars

protocol _PrimitiveToolbar { @MainActor func _renderToolbar(_ ctx: _Ctx) }
@MainActor func _renderToolbarContent<T: ToolbarContent>(_ t: T, _ ctx: _Ctx) {
  if let p = t as? any _PrimitiveToolbar { p._renderToolbar(ctx); return }
  _renderToolbarContent(t.body, ctx.child("tb"))
}
@MainActor func _placeToolbarItems<C: View>(_ content: C, _ placement: ToolbarItemPlacement, _ ctx: _Ctx) {
  let sink = _Sink()
  _renderView(content, ctx.into(sink))
  guard let screen = ctx.screen else { return }
  switch placement._name {
  case "navigationBarLeading", "cancellationAction": screen.leading += sink.nodes
  case "bottomBar": screen.bottom += sink.nodes
  default: screen.trailing += sink.nodes
  }
}
extension ToolbarItem: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) { _placeToolbarItems(_content, _placement, ctx.child("item")) }
}
extension ToolbarItemGroup: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) { _placeToolbarItems(_content, _placement, ctx.child("group")) }
}
extension TupleToolbarContent: _PrimitiveToolbar {
  func _renderToolbar(_ ctx: _Ctx) {
    for (i, c) in Mirror(reflecting: _value).children.enumerated() {
      if let t = c.value as? any ToolbarContent { _renderToolbarContent(t, ctx.child("\(i)")) }
    }
  }
}

// MARK: - Scenes and representables

extension WindowGroup: _PrimitiveScene {
  func _render(_ ctx: _Ctx) { _renderView(_content, ctx.child("window")) }
}

@MainActor func _renderRepresentable<R: UIViewRepresentable>(_ r: R, _ ctx: _Ctx) {
  let key = ctx.path
  ctx.graph.seen.insert(key)
  let host: _RepresentableHost
  if let h = ctx.graph.representables[key] {
    host = h
  } else {
    let coordinator = r.makeCoordinator()
    let context = UIViewRepresentableContext<R>(_environment: ctx.env, coordinator: coordinator)
    let v = r.makeUIView(context: context)
    host = _RepresentableHost(
      view: v, dismantle: { R.dismantleUIView(v, coordinator: coordinator) }, update: { _ in })
    host.coordinator = coordinator
    ctx.graph.representables[key] = host
  }
  let context = UIViewRepresentableContext<R>(
    _environment: ctx.env, coordinator: host.coordinator as! R.Coordinator)
  r.updateUIView(host.view as! R.UIViewType, context: context)
  if let a = host.view as? any _HarnessAccessible {
    ctx.emit(a._axNode())
  } else {
    let n = _AXNode(.other)
    n.identifier = (host.view as? UIView)?.accessibilityIdentifier ?? ""
    ctx.emit(n)
  }
}

// MARK: - Accessibility modifiers

enum _AXOp {
  case inert
  case hidden(Bool)
  case label(Text), hint(Text), value(Text)
  case identifier(String)
  case addTraits(AccessibilityTraits), removeTraits(AccessibilityTraits)
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier == AccessibilityAttachmentModifier {
  func _render(_ ctx: _Ctx) {
    let sink = _Sink()
    _renderView(content, ctx.child("ax").into(sink))
    switch modifier._op {
    case .hidden(true): return
    case .inert, .hidden(false): break
    case .label(let t): for n in sink.nodes { n.label = t._resolve(); n.children = [] }
    case .hint: break
    case .value(let t): for n in sink.nodes { n.value = t._resolve() }
    case .identifier(let id):
      if sink.nodes.count > 1 {
        ctx.graph.log.append("identifier \(id) applied to \(sink.nodes.count) elements")
      }
      for n in sink.nodes { n.identifier = id }
    case .addTraits(let t):
      for n in sink.nodes {
        if t.contains(.isHeader) { n.isHeader = true }
        if t.contains(.isSelected) { n.isSelected = true }
      }
    case .removeTraits: break
    }
    ctx.sink.nodes += sink.nodes
  }
}

// MARK: - Other modifiers

/// Appear / disappear / task registrations, evaluated once a pass is over.
final class _AppearReg {
  enum Kind {
    case task(id: Any?, equals: (Any, Any) -> Bool, action: @Sendable () async -> Void)
    case appear(() -> Void)
    case disappear(() -> Void)
  }
  let path: String
  let kind: Kind
  var visible = true
  init(path: String, kind: Kind) { self.path = path; self.kind = kind }
}
final class _RegCollector {
  var regs: [_AppearReg] = []
  var children: [_RegCollector] = []
  func childCollector() -> _RegCollector { let c = _RegCollector(); children.append(c); return c }
  func hideAll() {
    for r in regs { r.visible = false }
    for c in children { c.hideAll() }
  }
  var all: [_AppearReg] { regs + children.flatMap(\.all) }
}

enum _ModKind {
  case inert
  case hidden
  case disabled(Bool)
  case environment((inout EnvironmentValues) -> Void)
  case task(id: Any?, equals: (Any, Any) -> Bool, action: @Sendable () async -> Void)
  case appear(() -> Void)
  case disappear(() -> Void)
  case tapGesture(() -> Void)
  case onChange(value: Any, equals: (Any, Any) -> Bool, action: (Any) -> Void)
  case title(String)
  case toolbar(any ToolbarContent)
  case toolbarView(AnyView)
  case cover(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> AnyView)
  case searchable(text: Binding<String>, prompt: String?)
  case background(AnyView)
  case overlay(AnyView)
  case insetTop(AnyView)
  case axElement(AccessibilityChildBehavior)
}

struct _Mod<Content: View>: View, _PrimitiveView {
  let content: Content
  let kind: _ModKind
  var body: Never { fatalError() }

  func _render(_ ctx: _Ctx) {
    let c = ctx.child("m")
    let graph = ctx.graph
    switch kind {
    case .inert:
      _renderView(content, c)
    case .hidden:
      _renderView(content, c.into(_Sink()))
    case .disabled(let d):
      var cc = c
      cc.isEnabled = ctx.isEnabled && !d
      cc.env.isEnabled = cc.isEnabled
      _renderView(content, cc)
    case .environment(let f):
      var cc = c
      f(&cc.env)
      _renderView(content, cc)
    case .task(let id, let equals, let action):
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .task(id: id, equals: equals, action: action)))
      _renderView(content, c)
    case .appear(let a):
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .appear(a)))
      _renderView(content, c)
    case .disappear(let a):
      ctx.regs.regs.append(_AppearReg(path: c.path, kind: .disappear(a)))
      _renderView(content, c)
    case .tapGesture(let a):
      let sink = _Sink()
      _renderView(content, c.into(sink))
      for n in sink.nodes where n.tap == nil { n.tap = a }
      ctx.sink.nodes += sink.nodes
    case .onChange(let value, let equals, let action):
      let key = c.path + "#onChange"
      if let st = graph.storage[key] as? _ChangeState {
        if !equals(st.last, value) {
          st.last = value
          graph.afterPass.append { action(value) }
        }
      } else {
        graph.storage[key] = _ChangeState(value)
      }
      graph.seen.insert(key)
      _renderView(content, c)
    case .title(let t):
      ctx.screen?.title = t
      _renderView(content, c)
    case .toolbar(let t):
      _renderView(content, c)
      _renderToolbarContent(t, c.child("toolbar"))
    case .toolbarView(let v):
      _renderView(content, c)
      _placeToolbarItems(v, ToolbarItemPlacement("automatic"), c.child("toolbar"))
    case .cover(let isPresented, let onDismiss, let makeContent):
      let key = c.path + "#cover"
      let st = graph.storage[key] as? _PresentationState ?? _PresentationState()
      graph.storage[key] = st
      var under = c
      under.regs = ctx.regs.childCollector()
      _renderView(content, under)
      let presented = isPresented.wrappedValue
      if presented {
        under.regs.hideAll()
        let layer = _Sink()
        graph.layers.append(layer)
        var cc = c.child("cover").into(layer)
        cc.screen = nil
        cc.regs = ctx.regs.childCollector()
        _renderView(makeContent(), cc)
      }
      if st.wasPresented, !presented, let onDismiss {
        // iOS calls onDismiss once the cover has slid away; the harness waits a moment too.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
          MainActor.assumeIsolated { onDismiss(); graph.invalidate() }
        }
      }
      st.wasPresented = presented
    case .searchable(let text, let prompt):
      let key = c.path + "#search"
      let st = graph.storage[key] as? _SearchState ?? _SearchState()
      graph.storage[key] = st
      var cc = c
      cc.env[_IsSearchingKey.self] = st.isSearching
      cc.env[_DismissSearchKey.self] = DismissSearchAction(_action: {
        st.isSearching = false
        text.wrappedValue = ""
        if graph.focusedPath == key { graph.focusedPath = nil }
        graph.invalidate()
      })
      _renderView(content, cc)
      let field = _AXNode(.searchField)
      field.label = prompt ?? "Search"
      field.placeholder = prompt
      field.value = text.wrappedValue.isEmpty ? prompt : text.wrappedValue
      field.hasFocus = graph.focusedPath == key
      field.tap = {
        st.isSearching = true
        graph.focusedPath = key
        graph.invalidate()
      }
      field.typeText = { s in text.wrappedValue += s }
      if let screen = ctx.screen { screen.searchField = field } else { ctx.emit(field) }
    case .background(let v), .overlay(let v):
      _renderView(content, c)
      _renderView(v, c.child("bg"))
    case .insetTop(let v):
      _renderView(v, c.child("inset"))
      _renderView(content, c)
    case .axElement(let behavior):
      let sink = _Sink()
      _renderView(content, c.into(sink))
      let n = _AXNode(.other)
      switch behavior._kind {
      case 1: n.children = sink.nodes  // contain
      case 2: n.label = sink.nodes.flatMap(\.text).joined(separator: ", ")  // combine
      default: break  // ignore
      }
      ctx.emit(n)
    }
  }
}

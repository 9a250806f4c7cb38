// View-harness runtime (Linux/AppleShims/README.md): evaluates the app's views.
import Foundation
@_spi(Harness) import UIKit

/// The view graph: evaluates the scene from its root after every change, keeps each view's
/// storage (`@State`, `@StateObject`, a link's own state, a cover's, a button's pressed state) by the
/// view's position in the tree, and drops the storage of every position a pass no longer reaches,
/// as SwiftUI ends a view's lifetime when it leaves the hierarchy.
///
/// Sources: "State" — "SwiftUI manages the property's storage" and keeps it "for the lifetime of
/// the view"; WWDC21 "Demystify SwiftUI" (identity by structure and position, lifetime tied to
/// identity); "onAppear(perform:)", "task(priority:_:)" — a task starts when the view appears and
/// is cancelled "after the view disappears".
@MainActor final class _Graph {
  let root: (_Ctx) -> Void
  private var storage: [String: AnyObject] = [:]
  private var live: Set<String> = []
  var tasks: [String: (task: Task<Void, Never>, id: Any?)] = [:]
  var appeared: [String: () -> Void] = [:]
  var representables: [String: _RepresentableHost] = [:]
  var afterPass: [() -> Void] = []
  var layers: [_Sink] = []
  var focusedInput: String?
  /// The list evaluated last in a pass: the one on top of the screen, which a swipe scrolls.
  var lastList: _ListScroll?
  private var isEvaluating = false
  private var dirty = true
  private var changeFirings: [String: Int] = [:]

  init(root: @escaping (_Ctx) -> Void) { self.root = root }

  /// The storage of the view at `key`, made on first use and kept while the view stays in the tree.
  func slot<T: AnyObject>(_ key: String, make: () -> T) -> T {
    live.insert(key)
    if let found = storage[key] as? T { return found }
    let made = make()
    storage[key] = made
    return made
  }

  /// Something the views read has changed: evaluate again.
  /// "Modifying state during view update, this will cause undefined behavior." (SwiftUI's runtime
  /// warning; "Publishing changes from within view updates is not allowed" for an
  /// ObservableObject): a change while a body is being evaluated breaks the contract.
  func invalidate(_ what: @autoclosure () -> String = "state") {
    if isEvaluating {
      _HarnessContract.breach("state changed during a view update", what())
    }
    dirty = true
  }

  /// `onChange(of:perform:)` ran its action; "onChange(of:) action tried to update multiple times
  /// per frame" is SwiftUI's warning for an action that keeps changing what it watches.
  func changeFired(_ key: String) {
    changeFirings[key, default: 0] += 1
    if changeFirings[key] == 3 {
      _HarnessContract.breach("an onChange that feeds itself", "\(key) fired 3 times in one update")
    }
  }

  /// Evaluates the tree until nothing changes (at most 20 passes) and returns what is on screen.
  func render() -> _AXNode {
    changeFirings = [:]
    var passes = 0
    var window = _AXNode(.window)
    repeat {
      passes += 1
      dirty = false
      live = []
      layers = [_Sink()]
      lastList = nil
      let regs = _RegCollector()
      isEvaluating = true
      root(_Ctx(graph: self, path: "", env: _Ctx.rootEnvironment(self), screen: nil, sink: layers[0], regs: regs))
      isEvaluating = false
      settle(regs.all)
      for key in storage.keys where !live.contains(key) { storage[key] = nil }
      for (key, host) in representables where !live.contains(key) {
        representables[key] = nil
        host.dismantle()
      }
      let actions = afterPass
      afterPass = []
      for action in actions { action() }
      window = _AXNode(.window)
      window.children = onScreen()
    } while dirty && passes < 20
    if dirty { _HarnessContract.breach("the views never settle", "still changing after 20 passes") }
    let app = _AXNode(.application)
    app.children = [window]
    return app
  }

  /// What is on screen: the top layer that covers everything (the scene, or a full-screen cover,
  /// whose presenter's views "are removed after the presentation completes",
  /// "UIModalPresentationStyle.fullScreen"), and above it any alert, which leaves the elements
  /// beneath in the tree but not hittable (``_HarnessRule/alertOverlay``); and while a text input
  /// has the keyboard focus, the keyboard's introduction if it has not been dismissed
  /// (``_HarnessRule/keyboardIntroduction``).
  private func onScreen() -> [_AXNode] {
    var base = layers.count - 1
    while base > 0, layers[base].isOverlay { base -= 1 }
    var nodes = layers[base].nodes
    if base < layers.count - 1 {
      for node in nodes { node.cover() }
      for layer in layers[(base + 1)...] { nodes += layer.nodes }
    }
    if focusedInput != nil, _KeyboardIntroduction.isPending, _HarnessRule.keyboardIntroduction.isOn {
      nodes.append(_KeyboardIntroduction.node(graph: self))
    }
    return nodes
  }

  /// Starts the tasks and `onAppear` actions of what is on screen now, cancels the tasks and runs
  /// the `onDisappear` actions of what has left. A task with an `id` restarts when the id changes
  /// ("task(id:priority:_:)": "the task is cancelled and restarted when the value changes").
  private func settle(_ regs: [_AppearReg]) {
    var visibleTasks: Set<String> = []
    var visibleAppear: Set<String> = []
    for reg in regs where reg.visible {
      switch reg.kind {
      case .task(let id, let equals, let action):
        visibleTasks.insert(reg.path)
        if let running = tasks[reg.path] {
          if let a = running.id, let b = id, !equals(a, b) { running.task.cancel() } else { continue }
        }
        tasks[reg.path] = (Task { @MainActor in await action() }, id)
      case .appear(let action):
        visibleAppear.insert(reg.path)
        if appeared[reg.path] == nil {
          appeared[reg.path] = {}
          afterPass.append(action)
        }
      case .disappear(let action):
        visibleAppear.insert(reg.path + "#disappear")
        appeared[reg.path + "#disappear"] = action
      }
    }
    for (path, running) in tasks where !visibleTasks.contains(path) {
      running.task.cancel()
      tasks[path] = nil
    }
    for (path, action) in appeared where !visibleAppear.contains(path) {
      appeared[path] = nil
      if path.hasSuffix("#disappear") { afterPass.append(action) }
    }
  }

  /// Ends the app: every task cancelled, every representable dismantled, all storage dropped.
  func tearDown() {
    for (_, running) in tasks { running.task.cancel() }
    for (_, host) in representables { host.dismantle() }
    tasks = [:]
    representables = [:]
    storage = [:]
  }
}

/// Where a view is evaluated: its position, environment, the navigation screen and the
/// accessibility elements it adds to.
struct _Ctx {
  let graph: _Graph
  var path: String
  var env: EnvironmentValues
  var screen: _Screen?
  var sink: _Sink
  var isEnabled = true
  var regs: _RegCollector
  /// The plain containers around this position (``_AXNode/containerDepth``).
  var containerDepth = 0
  init(graph: _Graph, path: String, env: EnvironmentValues, screen: _Screen?, sink: _Sink, regs: _RegCollector) {
    self.graph = graph; self.path = path; self.env = env; self.screen = screen; self.sink = sink
    self.regs = regs
  }
  func child(_ name: String) -> _Ctx { var c = self; c.path += "/" + name; return c }
  /// The position of a plain container's content: one container deeper.
  func container(_ name: String) -> _Ctx { var c = child(name); c.containerDepth += 1; return c }
  func into(_ sink: _Sink) -> _Ctx { var c = self; c.sink = sink; return c }
  func emit(_ node: _AXNode) {
    node.containerDepth = containerDepth
    sink.nodes.append(node)
  }

  @MainActor static func rootEnvironment(_ graph: _Graph) -> EnvironmentValues {
    var env = EnvironmentValues()
    // "displayScale": SwiftUI sets it "based on device characteristics" (EnvironmentValues); the
    // harness is a phone with a Super Retina display ("3.0 indicates a Super Retina display",
    // UITraitCollection.displayScale), as the simulators of the macOS CI jobs are.
    env.displayScale = 3
    // "openURL": the default action opens the URL with the system; the harness records it.
    env._openURL = OpenURLAction(handler: { url in
      _HarnessSession.current?.openedURLs.append(url)
      return .handled
    })
    return env
  }
}

/// Collects the accessibility elements a subtree produces. An overlay layer (an alert) leaves the
/// layer beneath it on screen.
final class _Sink {
  var nodes: [_AXNode] = []
  var isOverlay = false
}

/// The keyboard's "slide to type" introduction (``_HarnessRule/keyboardIntroduction``): shown the
/// first time a text input gets the keyboard focus in this process (one fresh simulator), until
/// its Continue button is tapped; meanwhile typing cannot reach the keys.
@_spi(Harness) @MainActor public enum _KeyboardIntroduction {
  public static var isPending = true

  static func node(graph: _Graph) -> _AXNode {
    let keyboard = _AXNode(.keyboard)
    let title = _AXNode(.staticText)
    title.label = "Slide to Type"
    let button = _AXNode(.button)
    button.label = "Continue"
    button.tap = {
      isPending = false
      graph.invalidate("the keyboard's introduction dismissed")
    }
    keyboard.children = [title, button]
    return keyboard
  }
}

/// A view the harness evaluates itself (a primitive: its `body` is `Never`).
protocol _PrimitiveView { @MainActor func _render(_ ctx: _Ctx) }
/// A property wrapper whose storage the graph keeps (`@State`, `@StateObject`, `@Environment`).
protocol _HarnessDynamicProperty { @MainActor func _bind(_ ctx: _Ctx, key: String) }

/// Evaluates `view` at `ctx`: a primitive renders itself; any other view has its dynamic
/// properties bound to their storage and its `body` evaluated one level down.
@MainActor func _renderView<V: View>(_ view: V, _ ctx: _Ctx) {
  if let representable = view as? any UIViewRepresentable {
    _renderRepresentable(representable, ctx)
    return
  }
  if let primitive = view as? any _PrimitiveView {
    primitive._render(ctx)
    return
  }
  for (index, child) in Mirror(reflecting: view).children.enumerated() {
    if let property = child.value as? any _HarnessDynamicProperty {
      property._bind(ctx, key: ctx.path + "#" + (child.label ?? "\(index)"))
    }
  }
  _renderView(view.body, ctx.child(String(String(describing: V.self).prefix(40))))
}

@MainActor func _renderAny(_ view: Any, _ ctx: _Ctx) {
  guard let view = view as? any View else { return }
  _renderView(view, ctx)
}

/// A task, `onAppear` or `onDisappear` met during a pass; run once the pass is over.
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

/// The registrations of a subtree; a subtree that is off screen (a level under the top one, the
/// presenter under a cover) is hidden, and its tasks end ("task": cancelled when the view
/// disappears; a full-screen cover hides its presenter).
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

/// A reference box: storage a value type shares with the graph.
@usableFromInline final class _Box<T> {
  var value: T
  init(_ value: T) { self.value = value }
}

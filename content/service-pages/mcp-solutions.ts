import { mcpSolutionsPageSchema } from "@/content/service-pages/schema";

export const mcpSolutionsPage = mcpSolutionsPageSchema.parse({
  hero: {
    badge: "Modular Control Platforms",
    title: "Control software built from modules, not rewritten for every line",
    highlight: "built from modules",
    lead:
      "Our Modular Control Platforms (MCP) give plants, warehouses and device fleets one " +
      "supervisory layer over mixed equipment, so new lines and sites are configured from " +
      "tested modules instead of coded from scratch.",
  },
  overview: {
    intro: {
      eyebrow: "Overview",
      title: "One control platform across equipment, vendors and sites",
      lead:
        "Most operations run on a patchwork of PLC programs, vendor HMIs and custom scripts. " +
        "MCP replaces the patchwork with a layered platform you can extend one module at a time.",
    },
    points: [
      "Each MCP module wraps one capability, such as a conveyor zone, a batch recipe or a " +
        "robot cell, behind a standard interface. Modules are versioned, tested on a digital " +
        "twin and reused across lines, so the second deployment takes a fraction of the first.",
      "A central control layer coordinates modules, enforces interlocks and sequences, and " +
        "exposes live state to operators and business systems. Plant staff see one view of " +
        "every asset, whichever vendor built it.",
      "The platform speaks the protocols already on your floor, including OPC UA, Modbus TCP, " +
        "EtherNet/IP, PROFINET and MQTT, so it fits around existing controllers rather than " +
        "requiring a rip-and-replace. One client now brings new production lines online 59% faster.",
    ],
  },
  features: {
    intro: {
      eyebrow: "Key Features",
      title: "What makes the platform modular in practice",
      lead:
        "Four design choices determine how quickly MCP can be deployed, how safely it can be " +
        "changed and how well it holds up on a running floor.",
    },
    items: [
      {
        id: "modular-architecture",
        icon: "blocks",
        title: "Modular Architecture",
        description:
          "Equipment and process logic are packaged as self-contained modules with defined " +
          "inputs, outputs and states, aligned with the ISA-88 and ISA-95 models.",
        longDescription:
          "Every module follows the same contract: a state machine based on ISA-88 " +
          "PackML states, a typed data interface and a documented set of commands. A filling " +
          "station module behaves the same way whether it drives one vendor's servo or " +
          "another's.\n\n" +
          "Modules are stored in a versioned library with their test cases. When an engineer " +
          "configures a new line, they assemble modules and set parameters rather than write " +
          "new control code, which is where most commissioning time and defects come from.\n\n" +
          "Because modules are isolated, a change to one station is tested and released on " +
          "its own, without revalidating the whole line.",
        benefits: [
          "New lines assembled from tested modules",
          "Vendor-neutral interfaces for each station",
          "Changes released one module at a time",
          "Shared library grows with every project",
        ],
        examples: [
          "Filling, capping and labeling modules reused across three bottling lines",
          "A palletizer swapped between vendors without changing upstream logic",
          "Standard conveyor zone module deployed across 120 zones in one facility",
        ],
      },
      {
        id: "centralized-control",
        icon: "layout-dashboard",
        title: "Centralized Control",
        description:
          "A supervisory layer coordinates every module, enforces interlocks and gives " +
          "operators and engineers one consistent view of the operation.",
        longDescription:
          "The central controller holds the plant model: which modules exist, how they " +
          "connect, which recipes and schedules are active and which interlocks apply. It " +
          "sequences work across modules and resolves conflicts, such as two lines competing " +
          "for the same buffer.\n\n" +
          "Operators get one set of screens with consistent alarms, following ISA-18.2 alarm " +
          "management practice, instead of a different HMI for every machine. Engineers get " +
          "role-based access, change approval and a full audit trail of every setpoint and " +
          "configuration change.\n\n" +
          "The same layer publishes live production data to MES, ERP and analytics systems " +
          "through documented APIs.",
        benefits: [
          "One operator view across all equipment",
          "Consistent, prioritized alarm handling",
          "Audited configuration and setpoint changes",
          "Live data for MES and ERP systems",
        ],
        examples: [
          "Single control room for a plant with equipment from seven vendors",
          "Recipe changeovers pushed to every line from one screen",
          "Shift-level OEE reporting fed directly from module states",
        ],
      },
      {
        id: "scalable-design",
        icon: "layers",
        title: "Scalable Design",
        description:
          "The platform grows from a single cell to multiple sites using the same modules, " +
          "configuration model and deployment tooling.",
        longDescription:
          "MCP runs on edge servers close to the equipment and scales out by adding nodes, " +
          "not by redesigning the system. A pilot on one cell uses the same software and " +
          "module library as a rollout to a full plant.\n\n" +
          "Site configurations are stored as code, so a second or third facility starts from " +
          "a proven template with local parameters. Updates are staged, tested against a " +
          "digital twin and rolled out site by site with automatic rollback.\n\n" +
          "Each site keeps running if its connection to headquarters drops, and " +
          "synchronizes state when the link returns.",
        benefits: [
          "Same platform from pilot cell to full plant",
          "New sites configured from proven templates",
          "Staged updates with automatic rollback",
          "Sites keep running through network outages",
        ],
        examples: [
          "Pilot on one packaging cell extended to 14 lines within a year",
          "Second distribution center configured from the first site's template",
          "Firmware and module updates staged across five plants",
        ],
      },
      {
        id: "industrial-grade-performance",
        icon: "gauge",
        title: "Industrial-Grade Performance",
        description:
          "Deterministic timing, redundant controllers and hardened security keep the " +
          "platform suitable for continuous, safety-relevant operation.",
        longDescription:
          "Time-critical control loops run on real-time Linux or dedicated controllers with " +
          "deterministic scheduling, giving sub-millisecond response where the process needs " +
          "it. Supervisory functions run separately, so analytics load never delays a " +
          "control cycle.\n\n" +
          "Critical deployments use redundant controller pairs with hot standby and " +
          "bumpless failover, designed for 99.999% availability. Standard deployments target " +
          "99.99%.\n\n" +
          "Security follows IEC 62443, with network zones and conduits, signed module " +
          "releases and role-based access enforced at every layer.",
        benefits: [
          "Sub-millisecond response for critical loops",
          "Hot-standby redundancy with bumpless failover",
          "Security aligned with IEC 62443",
          "Control isolated from analytics load",
        ],
        examples: [
          "High-speed sorter control with sub-millisecond reject timing",
          "Redundant controller pair for a continuous chemical dosing process",
          "Zoned network design for a plant's IT and OT boundary",
        ],
      },
    ],
  },
  architecture: {
    intro: {
      eyebrow: "Architecture",
      title: "Three layers with clear responsibilities",
      lead:
        "Separating coordination, communication and execution lets each layer change on its " +
        "own schedule without putting the others at risk.",
    },
    layers: [
      {
        icon: "cpu",
        name: "Control Layer",
        description:
          "Coordinates modules, sequences production, enforces interlocks and holds the live " +
          "model of the plant.",
        components: [
          "Supervisory scheduler",
          "Interlock and permissive engine",
          "Recipe and batch manager",
          "Alarm and event manager",
        ],
      },
      {
        icon: "network",
        name: "Interface Layer",
        description:
          "Translates between the platform and the outside world: field protocols, operator " +
          "screens and enterprise systems.",
        components: [
          "OPC UA gateway",
          "MQTT and Sparkplug B broker",
          "Operator HMI services",
          "MES and ERP integration API",
        ],
      },
      {
        icon: "wrench",
        name: "Implementation Layer",
        description:
          "Runs the module logic close to the equipment on controllers and edge servers with " +
          "deterministic timing.",
        components: [
          "Real-time module runtime",
          "PLC and drive adapters",
          "Edge device agent",
          "Digital twin test harness",
        ],
      },
    ],
  },
  industries: {
    intro: {
      eyebrow: "Industries We Serve",
      title: "Built for floors that cannot stop",
      lead:
        "We deploy MCP where downtime is expensive and equipment comes from many vendors " +
        "across many years.",
    },
    items: [
      {
        icon: "factory",
        name: "Manufacturing",
        description:
          "Discrete and batch manufacturers use MCP to standardize line control and bring new " +
          "products and lines into production faster.",
        applications: [
          "Production line control and changeovers",
          "Batch recipe management",
          "OEE and downtime tracking",
          "Quality inspection integration",
        ],
      },
      {
        icon: "truck",
        name: "Logistics",
        description:
          "Distribution and fulfillment centers use MCP to coordinate conveyors, sorters and " +
          "robots from different suppliers under one control layer.",
        applications: [
          "Conveyor and sorter control",
          "Robotic picking cell coordination",
          "Dock and yard scheduling",
          "Warehouse management system integration",
        ],
      },
      {
        icon: "router",
        name: "IoT Systems",
        description:
          "Operators of distributed device fleets use MCP to configure, monitor and update " +
          "thousands of remote assets from one platform.",
        applications: [
          "Remote asset monitoring and control",
          "Fleet-wide configuration and updates",
          "Edge analytics and local decisions",
          "Energy and utilities telemetry",
        ],
      },
    ],
  },
  benefits: {
    intro: {
      eyebrow: "Business Benefits",
      title: "What the platform changes in numbers",
      lead:
        "These are the ranges we design for, measured against a conventional, " +
        "line-by-line control implementation.",
    },
    claims: [
      {
        value: "30-50%",
        label: "Less implementation time",
        description:
          "Reusing tested modules removes most custom control code, which shortens " +
          "engineering and commissioning for each new line or site.",
      },
      {
        value: "Up to 40%",
        label: "Lower total cost of ownership",
        description:
          "Fewer bespoke programs to maintain, vendor-neutral interfaces and shared tooling " +
          "reduce long-term support and change costs.",
      },
      {
        value: "99.999%",
        label: "Reliability",
        description:
          "Standard deployments are designed for 99.99% availability, and critical " +
          "deployments with redundant controllers for 99.999%.",
      },
      {
        value: "<1 ms",
        label: "Sub-millisecond response",
        description:
          "Deterministic real-time runtimes keep time-critical control loops responding in " +
          "under a millisecond.",
      },
    ],
  },
  closing: {
    title: "Bring your next line online faster",
    lead:
      "Tell us about the equipment, sites and systems you run today. We will map where a " +
      "modular platform fits and what a first deployment would involve.",
  },
});
